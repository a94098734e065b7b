// Name pools for generated rolls: [English as printed on an ECI roll, Devanagari]. Marathi and
// Hindi names of the Vidarbha region, including the common parts a search benchmark must face
// (Kumar, Singh, Dev, Patil, Sharma, ...).
export type Name = readonly [en: string, v1: string];

export const MARATHI_MALE: Name[] = [
  ['Ramesh', 'रमेश'], ['Suresh', 'सुरेश'], ['Mahesh', 'महेश'], ['Ganesh', 'गणेश'], ['Prakash', 'प्रकाश'],
  ['Vijay', 'विजय'], ['Sanjay', 'संजय'], ['Ajay', 'अजय'], ['Anil', 'अनिल'], ['Sunil', 'सुनील'],
  ['Vilas', 'विलास'], ['Dilip', 'दिलीप'], ['Ashok', 'अशोक'], ['Vinod', 'विनोद'], ['Pramod', 'प्रमोद'],
  ['Santosh', 'संतोष'], ['Sachin', 'सचिन'], ['Rahul', 'राहुल'], ['Amol', 'अमोल'], ['Nilesh', 'निलेश'],
  ['Sandeep', 'संदीप'], ['Pradeep', 'प्रदीप'], ['Dnyaneshwar', 'ज्ञानेश्वर'], ['Tukaram', 'तुकाराम'], ['Vitthal', 'विठ्ठल'],
  ['Pandurang', 'पांडुरंग'], ['Dattatray', 'दत्तात्रय'], ['Shankar', 'शंकर'], ['Mahadev', 'महादेव'], ['Devidas', 'देवीदास'],
  ['Devendra', 'देवेंद्र'], ['Namdeo', 'नामदेव'], ['Baburao', 'बाबुराव'], ['Shivaji', 'शिवाजी'], ['Sambhaji', 'संभाजी'],
  ['Yashwant', 'यशवंत'], ['Balasaheb', 'बाळासाहेब'], ['Bhimrao', 'भीमराव'], ['Gajanan', 'गजानन'], ['Vasant', 'वसंत'],
  ['Madhukar', 'मधुकर'], ['Prabhakar', 'प्रभाकर'], ['Sudhakar', 'सुधाकर'], ['Dinkar', 'दिनकर'], ['Raghunath', 'रघुनाथ'],
  ['Vishnu', 'विष्णू'], ['Narayan', 'नारायण'], ['Hanumant', 'हणमंत'], ['Kishor', 'किशोर'], ['Manoj', 'मनोज'],
  ['Nitin', 'नितीन'], ['Sagar', 'सागर'], ['Swapnil', 'स्वप्नील'], ['Akshay', 'अक्षय'], ['Omkar', 'ओंकार'],
  ['Pratik', 'प्रतीक'], ['Rohit', 'रोहित'], ['Tushar', 'तुषार'], ['Vaibhav', 'वैभव'], ['Yogesh', 'योगेश'],
  ['Shrikant', 'श्रीकांत'], ['Shashikant', 'शशिकांत'], ['Chandrakant', 'चंद्रकांत'], ['Ravindra', 'रवींद्र'], ['Rajendra', 'राजेंद्र'],
  ['Sudhir', 'सुधीर'], ['Avinash', 'अविनाश'], ['Umesh', 'उमेश'], ['Kailas', 'कैलास'], ['Arun', 'अरुण'],
  ['Vasudev', 'वासुदेव'], ['Sahadev', 'सहदेव'], ['Atul', 'अतुल'], ['Harshal', 'हर्षल'], ['Shubham', 'शुभम'],
  ['Aniket', 'अनिकेत'], ['Gopal', 'गोपाळ'], ['Motiram', 'मोतीराम'], ['Keshav', 'केशव'], ['Madhav', 'माधव'],
  ['Dharmendra', 'धर्मेंद्र'], ['Sharad', 'शरद'], ['Shyam', 'श्याम'], ['Nandkishor', 'नंदकिशोर'], ['Pankaj', 'पंकज'],
];

export const HINDI_MALE: Name[] = [
  ['Rajesh Kumar', 'राजेश कुमार'], ['Anil Kumar', 'अनिल कुमार'], ['Sunil Kumar', 'सुनील कुमार'], ['Manoj Kumar', 'मनोज कुमार'],
  ['Ravi Kumar', 'रवि कुमार'], ['Santosh Kumar', 'संतोष कुमार'], ['Ashok Kumar', 'अशोक कुमार'], ['Vinod Kumar', 'विनोद कुमार'],
  ['Pawan Kumar', 'पवन कुमार'], ['Krishna Kumar', 'कृष्ण कुमार'], ['Shiv Kumar', 'शिव कुमार'], ['Amit', 'अमित'],
  ['Sumit', 'सुमित'], ['Deepak', 'दीपक'], ['Rakesh', 'राकेश'], ['Mukesh', 'मुकेश'], ['Dinesh', 'दिनेश'], ['Naresh', 'नरेश'],
  ['Mahendra', 'महेंद्र'], ['Narendra', 'नरेंद्र'], ['Surendra', 'सुरेंद्र'], ['Virendra', 'वीरेंद्र'], ['Dev Narayan', 'देव नारायण'],
  ['Devraj', 'देवराज'], ['Dev Prakash', 'देव प्रकाश'], ['Shyam Sundar', 'श्याम सुंदर'], ['Ram Prasad', 'राम प्रसाद'], ['Hari Om', 'हरि ओम'],
  ['Jitendra', 'जितेंद्र'], ['Lalit', 'ललित'], ['Alok', 'आलोक'], ['Vivek', 'विवेक'], ['Abhishek', 'अभिषेक'], ['Ankit', 'अंकित'],
  ['Gaurav', 'गौरव'], ['Saurabh', 'सौरभ'], ['Vikas', 'विकास'], ['Vikram', 'विक्रम'], ['Ranjit', 'रणजीत'], ['Kuldeep', 'कुलदीप'],
  ['Harish', 'हरीश'], ['Girish', 'गिरीश'], ['Satish', 'सतीश'], ['Kamlesh', 'कमलेश'], ['Brijesh', 'बृजेश'], ['Umashankar', 'उमाशंकर'],
  ['Jagdish', 'जगदीश'], ['Omprakash', 'ओमप्रकाश'], ['Ramesh Chandra', 'रमेश चंद्र'], ['Arvind', 'अरविंद'], ['Sanjeev', 'संजीव'],
  ['Rajkumar', 'राजकुमार'], ['Devesh', 'देवेश'], ['Yogendra Singh', 'योगेंद्र सिंह'], ['Ranvijay Singh', 'रणविजय सिंह'],
];

export const MARATHI_FEMALE: Name[] = [
  ['Sunita', 'सुनीता'], ['Anita', 'अनिता'], ['Kavita', 'कविता'], ['Savita', 'सविता'], ['Sangita', 'संगीता'],
  ['Vandana', 'वंदना'], ['Vaishali', 'वैशाली'], ['Manisha', 'मनीषा'], ['Rekha', 'रेखा'], ['Shobha', 'शोभा'],
  ['Lata', 'लता'], ['Usha', 'उषा'], ['Asha', 'आशा'], ['Sushma', 'सुषमा'], ['Mangala', 'मंगला'],
  ['Sulbha', 'सुलभा'], ['Shalini', 'शालिनी'], ['Malati', 'मालती'], ['Kamal', 'कमल'], ['Shanta', 'शांता'],
  ['Indira', 'इंदिरा'], ['Sindhu', 'सिंधू'], ['Jijabai', 'जिजाबाई'], ['Laxmi', 'लक्ष्मी'], ['Parvati', 'पार्वती'],
  ['Sarita', 'सरिता'], ['Pushpa', 'पुष्पा'], ['Nirmala', 'निर्मला'], ['Ujwala', 'उज्ज्वला'], ['Jyoti', 'ज्योती'],
  ['Swati', 'स्वाती'], ['Priyanka', 'प्रियांका'], ['Pooja', 'पूजा'], ['Snehal', 'स्नेहल'], ['Ashwini', 'अश्विनी'],
  ['Prajakta', 'प्राजक्ता'], ['Rupali', 'रुपाली'], ['Shital', 'शीतल'], ['Kalpana', 'कल्पना'], ['Archana', 'अर्चना'],
  ['Madhuri', 'माधुरी'], ['Vidya', 'विद्या'], ['Varsha', 'वर्षा'], ['Pallavi', 'पल्लवी'], ['Sonali', 'सोनाली'],
  ['Dipali', 'दीपाली'], ['Komal', 'कोमल'], ['Rutuja', 'ऋतुजा'], ['Sayali', 'सायली'], ['Shraddha', 'श्रद्धा'],
  ['Mayuri', 'मयुरी'], ['Aarti', 'आरती'], ['Sakshi', 'साक्षी'], ['Gauri', 'गौरी'], ['Yamuna', 'यमुना'],
  ['Godavari', 'गोदावरी'], ['Kusum', 'कुसुम'], ['Draupadi', 'द्रौपदी'], ['Chandrakala', 'चंद्रकला'], ['Shakuntala', 'शकुंतला'],
  ['Devyani', 'देवयानी'], ['Devki', 'देवकी'], ['Sharda', 'शारदा'], ['Sumitra', 'सुमित्रा'], ['Shubhangi', 'शुभांगी'],
];

export const HINDI_FEMALE: Name[] = [
  ['Sunita Devi', 'सुनीता देवी'], ['Geeta Devi', 'गीता देवी'], ['Sita Devi', 'सीता देवी'], ['Kamla Devi', 'कमला देवी'],
  ['Shanti Devi', 'शांति देवी'], ['Urmila', 'उर्मिला'], ['Savitri', 'सावित्री'], ['Meena', 'मीना'], ['Neelam', 'नीलम'],
  ['Poonam', 'पूनम'], ['Kiran', 'किरण'], ['Anjali', 'अंजलि'], ['Neha', 'नेहा'], ['Priya', 'प्रिया'], ['Ritu', 'रितु'],
  ['Sapna', 'सपना'], ['Suman', 'सुमन'], ['Rajkumari', 'राजकुमारी'], ['Rani', 'रानी'], ['Sarla', 'सरला'], ['Manju', 'मंजू'],
  ['Anju', 'अंजू'], ['Renu', 'रेणु'], ['Sangeeta', 'संगीता'], ['Mamta', 'ममता'], ['Kusumlata', 'कुसुमलता'], ['Pratibha', 'प्रतिभा'],
  ['Shashi', 'शशि'], ['Radha', 'राधा'], ['Rukmini', 'रुक्मिणी'], ['Babita', 'बबीता'], ['Kumkum', 'कुमकुम'], ['Shweta', 'श्वेता'],
  ['Shilpa', 'शिल्पा'], ['Nisha', 'निशा'], ['Preeti', 'प्रीति'], ['Divya', 'दिव्या'], ['Kumud', 'कुमुद'], ['Rekha Kumari', 'रेखा कुमारी'],
  ['Pinki Kumari', 'पिंकी कुमारी'], ['Devanti', 'देवंती'], ['Gayatri', 'गायत्री'],
];

export const MARATHI_SURNAMES: Name[] = [
  ['Patil', 'पाटील'], ['Deshmukh', 'देशमुख'], ['Pawar', 'पवार'], ['Jadhav', 'जाधव'], ['Shinde', 'शिंदे'],
  ['Kulkarni', 'कुलकर्णी'], ['Deshpande', 'देशपांडे'], ['Joshi', 'जोशी'], ['More', 'मोरे'], ['Gaikwad', 'गायकवाड'],
  ['Kale', 'काळे'], ['Chavan', 'चव्हाण'], ['Thakare', 'ठाकरे'], ['Wankhade', 'वानखडे'], ['Ingle', 'इंगळे'],
  ['Bhagat', 'भगत'], ['Raut', 'राऊत'], ['Wagh', 'वाघ'], ['Bhosale', 'भोसले'], ['Kadam', 'कदम'],
  ['Salunkhe', 'साळुंखे'], ['Mane', 'माने'], ['Sawant', 'सावंत'], ['Kamble', 'कांबळे'], ['Gawande', 'गावंडे'],
  ['Tayde', 'तायडे'], ['Khandare', 'खंडारे'], ['Meshram', 'मेश्राम'], ['Dhote', 'धोटे'], ['Wasnik', 'वासनिक'],
  ['Bansod', 'बनसोड'], ['Thakur', 'ठाकूर'], ['Band', 'बंड'], ['Mohod', 'मोहोड'], ['Kharate', 'खराटे'],
  ['Ghuge', 'घुगे'], ['Fulzele', 'फुलझेले'], ['Borkar', 'बोरकर'], ['Dhage', 'ढगे'], ['Bhuyar', 'भुयार'],
  ['Kolhe', 'कोल्हे'], ['Nimbalkar', 'निंबाळकर'], ['Shirsat', 'शिरसाट'], ['Wath', 'वाठ'], ['Gulhane', 'गुल्हाने'],
  ['Gawai', 'गवई'], ['Khadse', 'खडसे'], ['Patwardhan', 'पटवर्धन'], ['Apte', 'आपटे'], ['Gokhale', 'गोखले'],
  ['Sathe', 'साठे'], ['Londhe', 'लोंढे'], ['Shelke', 'शेळके'], ['Dongre', 'डोंगरे'], ['Lokhande', 'लोखंडे'],
  ['Nagpure', 'नागपुरे'], ['Deshmane', 'देशमाने'], ['Kapse', 'कापसे'], ['Tidke', 'तिडके'], ['Dev', 'देव'],
];

export const HINDI_SURNAMES: Name[] = [
  ['Sharma', 'शर्मा'], ['Singh', 'सिंह'], ['Verma', 'वर्मा'], ['Gupta', 'गुप्ता'], ['Agrawal', 'अग्रवाल'],
  ['Yadav', 'यादव'], ['Mishra', 'मिश्रा'], ['Tiwari', 'तिवारी'], ['Pandey', 'पांडे'], ['Dubey', 'दुबे'],
  ['Shukla', 'शुक्ला'], ['Chauhan', 'चौहान'], ['Rathore', 'राठौर'], ['Jaiswal', 'जायसवाल'], ['Sinha', 'सिन्हा'],
  ['Srivastava', 'श्रीवास्तव'], ['Saxena', 'सक्सेना'], ['Pathak', 'पाठक'], ['Patel', 'पटेल'], ['Shah', 'शाह'],
  ['Soni', 'सोनी'], ['Khandelwal', 'खंडेलवाल'], ['Maheshwari', 'माहेश्वरी'], ['Tripathi', 'त्रिपाठी'], ['Dwivedi', 'द्विवेदी'],
  ['Upadhyay', 'उपाध्याय'], ['Chaturvedi', 'चतुर्वेदी'], ['Bhardwaj', 'भारद्वाज'], ['Rajput', 'राजपूत'], ['Kushwaha', 'कुशवाहा'],
];

/** Localities of Amravati, used for sections and part names. */
export const LOCALITIES: Name[] = [
  ['Rajapeth', 'राजापेठ'], ['Camp', 'कॅम्प'], ['Sai Nagar', 'साई नगर'], ['Shivaji Nagar', 'शिवाजी नगर'],
  ['Gandhi Chowk', 'गांधी चौक'], ['Ambadevi Road', 'अंबादेवी रोड'], ['Navsari', 'नवसारी'], ['Badnera', 'बडनेरा'],
  ['Jawahar Nagar', 'जवाहर नगर'], ['Rukhmini Nagar', 'रुक्मिणी नगर'], ['Sharda Nagar', 'शारदा नगर'], ['Dastur Nagar', 'दस्तूर नगर'],
  ['Gadge Nagar', 'गाडगे नगर'], ['Arjun Nagar', 'अर्जुन नगर'], ['Friends Colony', 'फ्रेंड्स कॉलनी'], ['Vidyut Nagar', 'विद्युत नगर'],
  ['Walgaon Road', 'वलगाव रोड'], ['Ravi Nagar', 'रवी नगर'], ['Shegaon Naka', 'शेगाव नाका'], ['Rathi Nagar', 'राठी नगर'],
  ['Panchsheel Nagar', 'पंचशील नगर'], ['Bhim Nagar', 'भीम नगर'], ['Tapovan', 'तपोवन'], ['Kathora Naka', 'कठोरा नाका'],
  ['Yashoda Nagar', 'यशोदा नगर'], ['Mahaveer Nagar', 'महावीर नगर'], ['Jaistambh Chowk', 'जयस्तंभ चौक'], ['Itwara Bazar', 'इतवारा बाजार'],
  ['Budhwara', 'बुधवारा'], ['Chaprasipura', 'चपराशीपुरा'], ['Ganesh Colony', 'गणेश कॉलनी'], ['Hanuman Nagar', 'हनुमान नगर'],
  ['Sharad Nagar', 'शरद नगर'], ['Narayan Nagar', 'नारायण नगर'], ['Vrundavan Colony', 'वृंदावन कॉलनी'], ['Rahatgaon', 'राहटगाव'],
  ['Wadali', 'वडाळी'], ['Sainath Colony', 'साईनाथ कॉलनी'], ['Devrankar Nagar', 'देवरणकर नगर'], ['Kanta Nagar', 'कांता नगर'],
];

/** Polling-station buildings; the locality is appended. */
export const BUILDINGS: Name[] = [
  ['Zilla Parishad Primary School', 'जिल्हा परिषद प्राथमिक शाळा'],
  ['Municipal Corporation School', 'महानगरपालिका शाळा'],
  ['Government Girls High School', 'शासकीय कन्या शाळा'],
  ['Shri Shivaji High School', 'श्री शिवाजी हायस्कूल'],
  ['Samaj Mandir', 'समाज मंदिर'],
  ['Anganwadi Centre', 'अंगणवाडी केंद्र'],
  ['Gram Panchayat Office', 'ग्रामपंचायत कार्यालय'],
  ['Sant Gadge Baba Vidyalaya', 'संत गाडगेबाबा विद्यालय'],
  ['Community Hall', 'सामाजिक सभागृह'],
  ['Urdu Primary School', 'उर्दू प्राथमिक शाळा'],
];

/** Assembly constituencies of the demo region; others get a generic name. */
export const AC_NAMES: Record<number, Name> = {
  37: ['Badnera', 'बडनेरा'],
  38: ['Amravati', 'अमरावती'],
  39: ['Teosa', 'तिवसा'],
};
