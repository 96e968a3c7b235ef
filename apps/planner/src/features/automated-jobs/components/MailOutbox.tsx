import { msg, plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { calls, mailStatuses, mayResendMail, notificationKinds } from "@releve/domain";
import { Badge, Button, TextField } from "@releve/ui";
import { type FormEvent, useState } from "react";
import * as v from "valibot";
import { ChoiceFilter } from "../../../lib/ChoiceFilter";
import { describeError } from "../../../lib/error-messages";
import { useInstantFormat } from "../../../lib/instant-format";
import { type ListColumn, ListTable } from "../../../lib/ListTable";
import { filterControl, listRequest, useListState } from "../../../lib/list-state";
import { type MailMessage, useMailMessages, useResendMessage } from "../api/automated-jobs";
import { mailStatusLabels, mailStatusTones, notificationKindLabels } from "../hooks/job-texts";
import * as styles from "./lists.css";

/** The outbox's filters: the e-mails' search criteria of that name. */
const filtersSchema = v.object({
  statuses: calls.automatedJob.messageSearchSchema.entries.statuses,
  kinds: calls.automatedJob.messageSearchSchema.entries.kinds,
  text: calls.automatedJob.messageSearchSchema.entries.text,
});
type MessageFilters = v.InferOutput<typeof filtersSchema>;
const defaultFilters: MessageFilters = { statuses: [], kinds: [], text: "" };
const sortColumns = ["createdAt"] as const;

/**
 * The outbox's e-mails, newest first (decision 026): filtered by status, kind and words of the
 * recipient or subject, a page at a time; a failed one shows why and can be sent again.
 */
export function MailOutbox({ mayResend }: { mayResend: boolean }) {
  const { t, i18n } = useLingui();
  const format = useInstantFormat();
  const state = useListState("mailMessage", filtersSchema, defaultFilters, sortColumns);
  const { filters } = state;
  const [text, setText] = useState(filters.text ?? "");
  const resend = useResendMessage();
  // The message being sent again: only its button is busy.
  const [resending, setResending] = useState<number | null>(null);
  const sendAgain = async (id: number) => {
    setResending(id);
    await resend.run({ params: { id } });
    setResending(null);
  };
  const messages = useMailMessages(listRequest(state, sortColumns));

  const search = (event: FormEvent) => {
    event.preventDefault();
    state.setFilters({ ...filters, text: text.trim() });
  };
  const details = (message: MailMessage) => {
    const count = message.attempts;
    const subject = message.subject;
    const attempts = i18n._(
      msg({
        context: "automated-jobs",
        message: plural(count, { one: "# essai", other: "# essais" }),
      }),
    );
    return (
      <>
        {mayResendMail(message.status) && mayResend ? (
          <Button
            size="sm"
            variant="secondary"
            isPending={resending === message.id}
            aria-label={t({ context: "automated-jobs", message: `Renvoyer « ${subject} »` })}
            onPress={() => void sendAgain(message.id)}
          >
            {t({ context: "automated-jobs", message: "Renvoyer" })}
          </Button>
        ) : null}
        <span className={styles.clipped}>{message.lastError ?? attempts}</span>
      </>
    );
  };
  const columns: ListColumn<MailMessage>[] = [
    {
      id: "subject",
      header: t({ context: "automated-jobs", message: "Objet" }),
      rowHeader: true,
      width: "2fr",
      cell: (message) => <span className={styles.clipped}>{message.subject}</span>,
    },
    {
      id: "recipient",
      header: t({ context: "automated-jobs", message: "Destinataire" }),
      width: "1.6fr",
      cell: (message) => (
        <span className={styles.clipped}>
          {message.recipientName
            ? `${message.recipientName} <${message.recipientAddress}>`
            : message.recipientAddress}
        </span>
      ),
    },
    {
      id: "kind",
      header: t({ context: "automated-jobs", message: "Type" }),
      cell: (message) => i18n._(notificationKindLabels[message.kind]),
    },
    {
      id: "createdAt",
      header: t({ context: "automated-jobs", message: "Date" }),
      sortable: true,
      width: "1.3fr",
      cell: (message) => format.dateTime(message.sentAt ?? message.failedAt ?? message.createdAt),
    },
    {
      id: "status",
      header: t({ context: "automated-jobs", message: "Statut" }),
      cell: (message) => (
        <Badge tone={mailStatusTones[message.status]}>
          {i18n._(mailStatusLabels[message.status])}
        </Badge>
      ),
    },
    {
      id: "details",
      header: t({ context: "automated-jobs", message: "Détails" }),
      width: "1.6fr",
      cell: details,
    },
  ];

  return (
    <div className={styles.list}>
      <div className={styles.filters}>
        <ChoiceFilter
          label={t({ context: "automated-jobs", message: "Statuts" })}
          options={mailStatuses}
          labels={mailStatusLabels}
          {...filterControl(state, "statuses")}
        />
        <ChoiceFilter
          label={t({ context: "automated-jobs", message: "Types" })}
          options={notificationKinds}
          labels={notificationKindLabels}
          {...filterControl(state, "kinds")}
        />
        <search>
          <form className={styles.search} onSubmit={search}>
            <TextField
              label={t({ context: "automated-jobs", message: "Destinataire ou objet" })}
              value={text}
              onChange={setText}
              maxLength={200}
            />
            <Button type="submit" variant="secondary">
              {t({ context: "automated-jobs", message: "Rechercher" })}
            </Button>
          </form>
        </search>
      </div>
      {resend.error ? (
        <p role="alert" className={styles.problem}>
          {describeError(i18n, resend.error)}
        </p>
      ) : null}
      <ListTable
        results={messages}
        state={state}
        label={t({ context: "automated-jobs", message: "E-mails" })}
        defaultSort={{ column: "createdAt", direction: "descending" }}
        columns={columns}
        rowText={(message) => message.subject}
        emptyText={{
          filtered: t({
            context: "automated-jobs",
            message: "Aucun e-mail ne répond à ces filtres.",
          }),
          unfiltered: t({
            context: "automated-jobs",
            message: "Aucun e-mail envoyé pour l'instant.",
          }),
        }}
        errorTitle={t({
          context: "automated-jobs",
          message: "Les e-mails n'ont pas pu être chargés.",
        })}
        paginationLabel={t({ context: "automated-jobs", message: "Pages des e-mails" })}
      />
    </div>
  );
}
