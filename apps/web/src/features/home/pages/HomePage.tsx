import { useContactInfo } from '../../content/api';
import { Branches } from '../components/Branches';
import { Hero } from '../components/Hero';
import { HiringSteps } from '../components/HiringSteps';

export default function HomePage() {
  const contact = useContactInfo();
  return (
    <>
      <Hero contact={contact.data} />
      <HiringSteps />
      <Branches branches={contact.data?.branchs} loading={contact.isPending} />
    </>
  );
}
