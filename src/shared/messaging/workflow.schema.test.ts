import { describe, expect, it } from "vitest";
import { DEFAULT_TEMPLATES } from "./default-templates";
import { TEMPLATE_PURPOSES } from "./template-purposes";
import { DEFAULT_WORKFLOW_RULES } from "./workflow-defaults";
import { WHATSAPP_SEND_REFUSALS } from "./whatsapp-window";
import {
  deliveryFailedText,
  hasWorkflowArabic,
  NO_CONTACT,
  NO_EMAIL,
  NO_WHATSAPP,
  templateFallbackText,
  WORKFLOW_RULE_DUPLICATE,
  WORKFLOW_RULE_NOT_FOUND,
  WORKFLOW_RULE_STALE,
  workflowFailureText,
  workflowText,
} from "./workflow-texts";
import { workflowRuleCreateSchema, workflowRuleProblems, workflowRuleUpdateSchema } from "./workflow.schema";
import { recipientsOf, WORKFLOW_PURPOSES, WORKFLOW_TRIGGERS } from "./workflow-triggers";

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues.map((issue) => issue.message) ?? [];

describe("workflow rule payloads", () => {
  it("accept every seeded default rule as a new rule", () => {
    for (const { seedKey: _seedKey, ...rule } of DEFAULT_WORKFLOW_RULES) expect(workflowRuleCreateSchema.safeParse(rule).success, _seedKey).toBe(true);
  });

  it("have an Arabic text for every refusal they can give, and for the API's own", () => {
    const junk = [
      { trigger: "x" },
      { recipient: "x" },
      { channel: "x" },
      { templatePurpose: "x" },
      { enabled: "x" },
      { hoursBefore: 0 },
      { hoursBefore: 1.5 },
      { hoursBefore: "x" },
      { trigger: "booking.created", hoursBefore: 3, templatePurpose: "booking.created.customer" },
      { recipient: "operator" },
      { templatePurpose: "booking.created.customer" },
      { recipient: "operations", trigger: "job.declined", templatePurpose: "dispatch.alert.operations", hoursBefore: null, channel: "both" },
    ];
    const base = {
      trigger: "hoursBeforePickup",
      hoursBefore: 24,
      recipient: "customer",
      channel: "both",
      templatePurpose: "pickup.reminder.customer",
      enabled: true,
    };
    const sentences = new Set<string>();
    for (const change of junk) for (const message of messagesOf(workflowRuleCreateSchema.safeParse({ ...base, ...change }))) sentences.add(message);
    for (const message of messagesOf(workflowRuleUpdateSchema.safeParse({ version: "1" }))) sentences.add(message);
    for (const sentence of [...sentences, WORKFLOW_RULE_NOT_FOUND, WORKFLOW_RULE_STALE, WORKFLOW_RULE_DUPLICATE]) {
      expect(hasWorkflowArabic(sentence), sentence).toBe(true);
      expect(workflowText(sentence, "ar"), sentence).not.toBe(sentence);
    }
    expect(sentences.size).toBeGreaterThanOrEqual(9);
  });

  it("say which field does not fit the others", () => {
    const rule = {
      trigger: "job.assigned",
      hoursBefore: null,
      recipient: "customer",
      channel: "email",
      templatePurpose: "dispatch.assigned.operator",
      enabled: true,
    } as const;
    expect(Object.keys(workflowRuleProblems(rule))).toEqual(["recipient"]);
    expect(Object.keys(workflowRuleProblems({ ...rule, recipient: "operator", templatePurpose: "booking.created.customer" }))).toEqual(["templatePurpose"]);
    expect(workflowRuleProblems({ ...rule, recipient: "operator" })).toEqual({});
  });
});

describe("a rule's last failure", () => {
  it("reads in Arabic too, a WhatsApp refusal with its own Arabic", () => {
    const failures = [
      NO_EMAIL,
      NO_WHATSAPP,
      NO_CONTACT,
      templateFallbackText("rejected", true),
      templateFallbackText("paused", false),
      deliveryFailedText("whatsapp", WHATSAPP_SEND_REFUSALS["whatsapp.outsideWindow"].en, true),
      deliveryFailedText("whatsapp", "(#131047) Re-engagement message", false),
      deliveryFailedText("email", "550 mailbox unavailable", false),
    ];
    for (const failure of failures) {
      expect(hasWorkflowArabic(failure), failure).toBe(true);
      expect(workflowFailureText(failure, "ar"), failure).not.toBe(failure);
    }
    expect(workflowFailureText(templateFallbackText("paused", true), "ar")).toBe("قالب واتساب موقوف مؤقتًا من Meta؛ أُرسلت الرسالة بالبريد الإلكتروني بدلًا منه.");
    expect(workflowFailureText(failures[5]!, "ar")).toContain(WHATSAPP_SEND_REFUSALS["whatsapp.outsideWindow"].ar);
  });
});

describe("the templates a rule may send", () => {
  it("exist for every trigger's recipient, are addressed to that recipient, and have a default text in both languages", () => {
    for (const trigger of WORKFLOW_TRIGGERS) {
      expect(recipientsOf(trigger).length, trigger).toBeGreaterThan(0);
      for (const [recipient, purposes] of Object.entries(WORKFLOW_PURPOSES[trigger]))
        for (const purpose of purposes!) {
          expect(TEMPLATE_PURPOSES[purpose].recipient, `${trigger} ${purpose}`).toBe(recipient);
          for (const channel of TEMPLATE_PURPOSES[purpose].channels) expect(Object.keys(DEFAULT_TEMPLATES[purpose][channel]!).sort()).toEqual(["ar", "en"]);
        }
    }
  });
});
