package dev.ddbcourse.kit.check;

import static dev.ddbcourse.kit.tables.Index.gsi;
import static dev.ddbcourse.kit.values.Attributes.item;
import static dev.ddbcourse.kit.values.Attributes.str;

import dev.ddbcourse.kit.tables.Tables;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.assertj.core.api.SoftAssertions;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Lesson 09's exercise: "reassign ticket t2 from e1 to e7", on the lesson's overloaded GSI1
 * (a ticket has {@code assignee}, {@code GSI1PK = ASSIGNEE#employee}, {@code GSI1SK =
 * priority#date}). The pattern: one UpdateItem that sets {@code assignee} and {@code GSI1PK}
 * together, leaving {@code GSI1SK} and the rest of the item alone. The anti-patterns it
 * catches: a stale index key (only {@code assignee} changed, so GSI1 still lists the ticket
 * under the old assignee) and rewriting the whole item (PutItem, delete + put).
 *
 * <p>The answer: {@code check("09-gsi-overloading", ddb -> { reassign(ddb, "t2", "e7"); return null; })}
 * where {@code static void reassign(DynamoDbClient ddb, String ticketId, String employeeId)}
 * writes table {@code x09-gsi-overloading}. The check reads the ticket back (a consistent
 * GetItem: what the ticket's GSI1PK says is where GSI1 lists it).
 */
public final class Lesson09Check extends ExerciseCheck {
    static final String TICKET = "t2", FROM = "e1", TO = "e7";

    private record Ticket(String id, String assignee, String priority, String date, String title) {}

    private static final List<Ticket> TICKETS = List.of(
            new Ticket("t1", "e1", "P1", "2026-10-01", "Printer on fire"),
            new Ticket("t2", "e1", "P2", "2026-10-02", "VPN drops every hour"),
            new Ticket("t3", "e1", "P1", "2026-10-05", "Laptop will not boot"),
            new Ticket("t4", "e2", "P1", "2026-10-03", "Badge reader offline"),
            new Ticket("t5", "e7", "P1", "2026-10-04", "Mail bounces"),
            new Ticket("t6", "e7", "P3", "2026-10-01", "New monitor"));

    @Override
    public String stem() {
        return "09-gsi-overloading";
    }

    @Override
    public String task() {
        return "reassign ticket " + TICKET + " from " + FROM + " to " + TO + ", so that " + TO + "'s list of tickets shows it and " + FROM + "'s no longer does";
    }

    @Override
    protected void setUp(DynamoDbClient ddb) {
        Tables.recreate(ddb, table(), gsi("GSI1"));
        List<Map<String, AttributeValue>> items = new ArrayList<>();
        items.add(employee("e1", "Eve"));
        items.add(employee("e2", "Raj"));
        items.add(employee("e7", "Grace"));
        for (Ticket t : TICKETS) {
            items.add(item("PK", "TICKET#" + t.id(), "SK", "TICKET#" + t.id(), "type", "Ticket",
                    "title", t.title(), "assignee", t.assignee(),
                    "GSI1PK", "ASSIGNEE#" + t.assignee(), "GSI1SK", t.priority() + "#" + t.date()));
        }
        items.add(item("PK", "OFFICE#o1", "SK", "OFFICE#o1", "type", "Office", "GSI1PK", "CITY#London", "GSI1SK", "OFFICE#o1"));
        Tables.seed(ddb, table(), items);
    }

    private static Map<String, AttributeValue> employee(String id, String name) {
        return item("PK", "EMP#" + id, "SK", "EMP#" + id, "type", "Employee", "name", name,
                "GSI1PK", "EMAIL#" + name.toLowerCase() + "@acme.com", "GSI1SK", "EMP#" + id);
    }

    @Override
    protected Object expected() {
        Ticket t = TICKETS.stream().filter(x -> x.id().equals(TICKET)).findFirst().orElseThrow();
        return ticket(TO, "ASSIGNEE#" + TO, t.priority() + "#" + t.date(), t.title());
    }

    /** The ticket as stored after the answer ran (a strongly consistent read of the base table). */
    @Override
    protected Object actual(Attempt attempt) {
        var item = attempt.client().getItem(g -> g.tableName(table()).consistentRead(true)
                .key(item("PK", "TICKET#" + TICKET, "SK", "TICKET#" + TICKET))).item();
        if (item == null || item.isEmpty()) return null;
        return ticket(str(item, "assignee"), str(item, "GSI1PK"), str(item, "GSI1SK"), str(item, "title"));
    }

    private static Map<String, String> ticket(String assignee, String gsi1pk, String gsi1sk, String title) {
        Map<String, String> ticket = new LinkedHashMap<>();
        ticket.put("assignee", assignee);
        ticket.put("GSI1PK", gsi1pk);
        ticket.put("GSI1SK", gsi1sk);
        ticket.put("title", title);
        return ticket;
    }

    @Override
    protected AccessPattern pattern() {
        return AccessPattern.one("UpdateItem");
    }

    @Override
    protected void verify(Attempt attempt, Object actual, SoftAssertions softly) {
        super.verify(attempt, actual, softly);
        @SuppressWarnings("unchecked")
        Map<String, String> expected = (Map<String, String>) expected();
        if (actual instanceof Map<?, ?> ticket) {
            softly.assertThat(ticket.get("GSI1PK"))
                    .withFailMessage("Anti-pattern: a stale index key. GSI1 only knows GSI1PK/GSI1SK: with GSI1PK ="
                            + " 'ASSIGNEE#%s' the ticket is still in %s's list, whatever `assignee` says. Change GSI1PK in"
                            + " the same UpdateItem.", FROM, FROM)
                    .isNotEqualTo("ASSIGNEE#" + FROM);
            softly.assertThat(ticket.get("GSI1SK"))
                    .withFailMessage(() -> "GSI1SK is " + (ticket.get("GSI1SK") == null ? "gone" : "'" + ticket.get("GSI1SK") + "'")
                            + "; it was '" + expected.get("GSI1SK") + "'. GSI1SK (priority#date) keeps the ticket sorted"
                            + " in the new assignee's list: leave it as it was.")
                    .isEqualTo(expected.get("GSI1SK"));
            softly.assertThat(ticket.get("title"))
                    .withFailMessage("Anti-pattern: rewriting the whole item. The ticket lost its other attributes (its"
                            + " title is gone); an UpdateItem changes only the attributes it names.")
                    .isEqualTo(expected.get("title"));
        }
    }
}
