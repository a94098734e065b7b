// Leaflet's default marker icon finds its images by reading a CSS url at run time, which a
// bundler breaks; point it at the bundled png assets instead. Imported once by every map
// component (side effect), together with the CSS that Leaflet and the cluster plugin need.
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import 'react-leaflet-cluster/dist/assets/MarkerCluster.css';
import 'react-leaflet-cluster/dist/assets/MarkerCluster.Default.css';
import './maps.css';
import iconUrl from 'leaflet/dist/images/marker-icon.png';
import iconRetinaUrl from 'leaflet/dist/images/marker-icon-2x.png';
import shadowUrl from 'leaflet/dist/images/marker-shadow.png';

// Leaflet's default icon guesses its image URLs from a CSS path that the bundle does not have;
// the private URL guesser is removed so the bundled images are used. Leaflet's types leave it out.
declare module 'leaflet' {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- merged into Leaflet's own namespace
  namespace Icon {
    interface Default {
      _getIconUrl?: (name: string) => string;
    }
  }
}
delete L.Icon.Default.prototype._getIconUrl;
L.Icon.Default.mergeOptions({ iconUrl, iconRetinaUrl, shadowUrl });

export const defaultIcon = new L.Icon.Default();
export { L };
