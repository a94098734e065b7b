export default 'stub-file';
