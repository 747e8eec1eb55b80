import { PageContainer } from '../../components/ui/page-container';
import { StatusMessage } from '../../components/ui/status-message';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { useBillingInfo } from './api/billing-info';
import { useSubscription } from './api/get-subscription';
import { AvailablePlans } from './available-plans';
import { BillingInfoForm } from './billing-info-form';
import { CheckoutReturnDialog } from './checkout-return-dialog';
import { CurrentSubscription } from './current-subscription';
import { CurrentUsage } from './current-usage';

function SubscriptionTab() {
  const subscription = useSubscription();
  if (subscription.isPending) return <StatusMessage>Loading your subscription…</StatusMessage>;
  if (subscription.isError) {
    return (
      <StatusMessage tone="error">
        Your subscription could not be loaded. Please reload the page.
      </StatusMessage>
    );
  }
  return (
    <div className="space-y-6">
      <div className="grid gap-6 lg:grid-cols-2">
        <CurrentUsage subscription={subscription.data} />
        <CurrentSubscription subscription={subscription.data} />
      </div>
      <AvailablePlans currentPlanId={subscription.data.price_id} />
    </div>
  );
}

function BillingInfoTab() {
  const info = useBillingInfo();
  if (info.isPending) return <StatusMessage>Loading your billing information…</StatusMessage>;
  if (info.isError) {
    return (
      <StatusMessage tone="error">
        Your billing information could not be loaded. Please reload the page.
      </StatusMessage>
    );
  }
  return (
    <div className="max-w-3xl rounded-lg border border-slate-200 bg-white p-4 sm:p-6">
      <BillingInfoForm initial={info.data} />
    </div>
  );
}

/** The Billing page (spec 02 §2): Subscription and Billing Info tabs, for the signed-in person. */
export default function BillingPage() {
  return (
    <PageContainer>
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Billing</h1>
      <Tabs defaultValue="subscription" className="mt-6">
        <TabsList aria-label="Billing">
          <TabsTrigger value="subscription">Subscription</TabsTrigger>
          <TabsTrigger value="billing-info">Billing Info</TabsTrigger>
        </TabsList>
        <TabsContent value="subscription" className="pt-6">
          <SubscriptionTab />
        </TabsContent>
        <TabsContent value="billing-info" className="pt-6">
          <BillingInfoTab />
        </TabsContent>
      </Tabs>
      <CheckoutReturnDialog />
    </PageContainer>
  );
}
