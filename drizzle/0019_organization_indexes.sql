-- Indexes led by organization_id where a table is read by organization without one (issue 26, target 4: no query reads every organization's rows).
CREATE INDEX "members_organization_idx" ON "members" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "cookie_services_organization_order_idx" ON "cookie_services" USING btree ("organization_id","order");--> statement-breakpoint
CREATE INDEX "submenu_items_organization_order_idx" ON "submenu_items" USING btree ("organization_id","order");