// What a page the signed-in user may not open shows instead of loading (the server would answer 403).
import MessageCard from './MessageCard';

export default function Forbidden() {
  return <MessageCard titleKey="layout.forbidden.title" textKey="layout.forbidden.text" testId="forbidden" />;
}
