import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { ChangePasswordForm } from '../components/change-password-form';

/** /change-password (signed in only; the router guards it). */
export default function ChangePasswordPage() {
  useDocumentTitle('Change Password');
  return (
    <div className="mx-auto w-full max-w-md">
      <PageHeader
        title="Change Password"
        description="Other devices signed in to this account are signed out."
      />
      <Card>
        <ChangePasswordForm />
      </Card>
    </div>
  );
}
