import MessageCard from './MessageCard';

export default function NotFound() {
  return <MessageCard titleKey="layout.notFound.title" textKey="layout.notFound.text" />;
}
