import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#client/components/ui/tabs.tsx';
import { usePageTitle } from '#client/lib/use-page-title.ts';
import { useAuth } from '#client/lib/auth.tsx';
import { AddressForm } from './address-form.tsx';
import { useProfile } from './api/get-profile.ts';
import { NameForm } from './name-form.tsx';
import { NotificationsForm } from './notifications-form.tsx';
import { PrivacyPanel } from './privacy-panel.tsx';

const SETTINGS_TAB = 'px-2 leading-tight whitespace-normal';

/** Spec 'Settings': three tabs, Delivery Address first. */
export function SettingsPage() {
  usePageTitle('Settings');
  const { user } = useAuth();
  const { data: profile, isPending } = useProfile();
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-10">
      <Button asChild variant="ghost" className="-ml-3">
        <Link to="/dashboard">
          <ArrowLeft aria-hidden="true" />
          Back to Dashboard
        </Link>
      </Button>
      <h1 className="mt-4 text-3xl font-bold text-slate-900">Settings</h1>
      <p className="mt-1 text-slate-600">Welcome, {user?.name ?? user?.email ?? 'User'}</p>
      <Card className="mt-8">
        <CardHeader>
          <CardTitle level={2}>Your Name</CardTitle>
        </CardHeader>
        <CardContent>
          <NameForm />
        </CardContent>
      </Card>
      {isPending ? (
        <Spinner label="Loading your settings" />
      ) : (
        <Tabs defaultValue="delivery" className="mt-8">
          {/* Three equal columns whose labels may wrap: all three tabs fit a 390 px phone without scrolling. */}
          <TabsList aria-label="Settings sections" className="grid grid-cols-3">
            <TabsTrigger value="delivery" className={SETTINGS_TAB}>
              Delivery Address
            </TabsTrigger>
            <TabsTrigger value="notifications" className={SETTINGS_TAB}>
              Notifications
            </TabsTrigger>
            <TabsTrigger value="privacy" className={SETTINGS_TAB}>
              Privacy &amp; Data
            </TabsTrigger>
          </TabsList>
          <TabsContent value="delivery">
            <Card>
              <CardHeader>
                <CardTitle level={2}>Delivery Address</CardTitle>
                <CardDescription>Where we send the certificates you order.</CardDescription>
              </CardHeader>
              <CardContent>
                <AddressForm profile={profile} />
              </CardContent>
            </Card>
          </TabsContent>
          <TabsContent value="notifications">
            <Card>
              <CardHeader>
                <CardTitle level={2}>Notifications</CardTitle>
                <CardDescription>What we may email or text you besides the emails about your orders.</CardDescription>
              </CardHeader>
              <CardContent>
                <NotificationsForm profile={profile} />
              </CardContent>
            </Card>
          </TabsContent>
          <TabsContent value="privacy">
            <PrivacyPanel />
          </TabsContent>
        </Tabs>
      )}
    </div>
  );
}
