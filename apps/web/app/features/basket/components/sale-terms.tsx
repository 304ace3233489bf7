import type { SaleTerms } from '@kampus/contract';
import { Accordion, Alert, Button, Checkbox, Loader, Stack, Text, Typography } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useCallback, useEffect, useState } from 'react';
import { isApiError } from '../../../lib/api-client.ts';
import { fetchSaleTerms } from '../basket-api.ts';
import { basketTexts } from '../basket-texts.ts';

export type Acceptance = { acceptedTerms: boolean; waiveWithdrawal: boolean };

/**
 * The sale documents of the basket (CONTRACT.md §13) in two panels that open in place, and the two boxes a paid
 * order needs. The documents' HTML is built by the server with every text escaped (orders/sale-documents.ts).
 */
export function SaleTermsPanel({
  basketId,
  acceptance,
  onChange,
  showErrors,
}: {
  basketId: string;
  acceptance: Acceptance;
  onChange: (next: Acceptance) => void;
  showErrors: boolean;
}) {
  const [terms, setTerms] = useState<SaleTerms | null>(null);
  const [error, setError] = useState<string | null>(null);

  const load = useCallback(
    (signal?: AbortSignal) => {
      setError(null);
      fetchSaleTerms(basketId, signal)
        .then(setTerms)
        .catch((e: unknown) => {
          if (signal?.aborted) return;
          setError(isApiError(e) ? e.message : basketTexts.termsFailed);
        });
    },
    [basketId],
  );
  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal);
    return () => controller.abort();
  }, [load]);

  if (error)
    return (
      <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle size={18} aria-hidden="true" />}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{error}</Text>
          <Button size="xs" variant="default" onClick={() => load()}>
            {basketTexts.retry}
          </Button>
        </Stack>
      </Alert>
    );
  if (!terms)
    return (
      <Stack align="center" gap="xs" role="status">
        <Loader size="sm" aria-hidden="true" />
        <Text size="sm">{basketTexts.termsLoading}</Text>
      </Stack>
    );

  const documents = [
    { key: 'pre-information', title: basketTexts.preInformation, html: terms.preInformationHtml },
    { key: 'distance-sales', title: basketTexts.distanceSales, html: terms.distanceSalesHtml },
  ];
  return (
    <Stack gap="sm" component="section" aria-labelledby="sale-terms-heading">
      <Text fw={700} id="sale-terms-heading">
        {basketTexts.termsHeading}
      </Text>
      <Text size="sm">{basketTexts.termsIntro}</Text>
      <Accordion variant="separated" multiple>
        {documents.map((d) => (
          <Accordion.Item key={d.key} value={d.key}>
            <Accordion.Control>{d.title}</Accordion.Control>
            <Accordion.Panel>
              <Typography
                fz="sm"
                // Long documents scroll inside their panel, which the keyboard can then scroll too.
                tabIndex={0}
                style={{ maxHeight: '50vh', overflowY: 'auto' }}
              >
                {/* biome-ignore lint/security/noDangerouslySetInnerHtml: built by the server from escaped text */}
                <div dangerouslySetInnerHTML={{ __html: d.html }} />
              </Typography>
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
      <Checkbox
        checked={acceptance.acceptedTerms}
        onChange={(e) => onChange({ ...acceptance, acceptedTerms: e.currentTarget.checked })}
        label={basketTexts.acceptTerms}
        error={showErrors && !acceptance.acceptedTerms ? basketTexts.acceptTermsRequired : undefined}
        required
      />
      <Checkbox
        checked={acceptance.waiveWithdrawal}
        onChange={(e) => onChange({ ...acceptance, waiveWithdrawal: e.currentTarget.checked })}
        label={basketTexts.waiveWithdrawal}
        error={showErrors && !acceptance.waiveWithdrawal ? basketTexts.waiveWithdrawalRequired : undefined}
        required
      />
    </Stack>
  );
}
