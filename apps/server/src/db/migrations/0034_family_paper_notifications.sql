-- Staff are told when a family uploads a paper a step of their visa process asks for (issue 34):
-- a notification of a new kind, about the process.
ALTER TABLE "staff_notifications" DROP CONSTRAINT IF EXISTS "staff_notifications_kind_check";--> statement-breakpoint
ALTER TABLE "staff_notifications" ADD CONSTRAINT "staff_notifications_kind_check"
  CHECK ("kind" IN ('order', 'enquiry', 'callback', 'applicant', 'familyPaper'));
