package dev.ddbcourse.kit.check;

import static dev.ddbcourse.kit.tables.Index.gsi;
import static dev.ddbcourse.kit.values.Attributes.item;

import dev.ddbcourse.kit.log.RecordedRequest;
import dev.ddbcourse.kit.tables.Tables;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.assertj.core.api.SoftAssertions;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Lesson 13's exercise: "the on-hold projects of an organisation, reading only what you
 * return", on the lesson's design (projects under {@code ORG#n} with {@code SK = PROJECT#nnn}
 * and a {@code status}; the on-hold ones also carry {@code onHoldPK = ORG#n}, the partition key
 * of the sparse GSI {@code OnHold}, sort key SK). The pattern: one Query on {@code OnHold}. The
 * anti-patterns it catches: a Query on the organisation with a FilterExpression on status (it
 * reads every project of the organisation), a Scan, and any Query whose ScannedCount exceeds its
 * Count.
 *
 * <p>The answer: {@code check("13-filter-cost", ddb -> onHoldProjects(ddb, "ORG#7"))} where
 * {@code static List<String> onHoldProjects(DynamoDbClient ddb, String org)} reads table
 * {@code x13-filter-cost} and returns the SK of each on-hold project, in SK order.
 */
public final class Lesson13Check extends ExerciseCheck {
    static final String ORG = "ORG#7";
    private static final List<String> ORGS = List.of("ORG#3", ORG, "ORG#9");
    private static final int PROJECTS_PER_ORG = 30;

    @Override
    public String stem() {
        return "13-filter-cost";
    }

    @Override
    public String task() {
        return "the on-hold projects of " + ORG + ", reading only what is returned";
    }

    @Override
    protected void setUp(DynamoDbClient ddb) {
        Tables.recreate(ddb, table(), gsi("OnHold", "onHoldPK", "SK"));
        List<Map<String, AttributeValue>> items = new ArrayList<>();
        for (String org : ORGS) {
            for (int n = 1; n <= PROJECTS_PER_ORG; n++) {
                var project = item("PK", org, "SK", sortKey(n), "status", "ACTIVE");
                if (isOnHold(org, n)) {
                    project.put("status", AttributeValue.fromS("ON_HOLD"));
                    project.put("onHoldPK", AttributeValue.fromS(org));
                }
                items.add(project);
            }
        }
        Tables.seed(ddb, table(), items);
    }

    /** A few projects per organisation, not the same ones in each. */
    private static boolean isOnHold(String org, int n) {
        return (n + ORGS.indexOf(org)) % 7 == 3;
    }

    private static String sortKey(int n) {
        return "PROJECT#%03d".formatted(n);
    }

    /** Computed from the data: the on-hold projects of {@link #ORG}, in SK order. */
    @Override
    protected Object expected() {
        List<String> onHold = new ArrayList<>();
        for (int n = 1; n <= PROJECTS_PER_ORG; n++) {
            if (isOnHold(ORG, n)) onHold.add(sortKey(n));
        }
        return onHold;
    }

    @Override
    protected AccessPattern pattern() {
        return AccessPattern.one("Query").onIndex("OnHold");
    }

    /** Beyond the pattern: every Query reads only what it returns (ScannedCount == Count). */
    @Override
    protected void verify(Attempt attempt, Object actual, SoftAssertions softly) {
        super.verify(attempt, actual, softly);
        List<RecordedRequest> wasteful = attempt.requests("Query").stream()
                .filter(r -> r.scanned() != null && !Objects.equals(r.scanned(), r.returned()))
                .toList();
        softly.assertThat(wasteful).withFailMessage(() -> {
            RecordedRequest first = wasteful.get(0);
            return "Anti-pattern: a filter pays for what it throws away. The Query read " + first.scanned()
                    + " items (ScannedCount) and returned " + first.returned() + " (Count): read capacity is billed on"
                    + " every item read. Query the sparse index OnHold (onHoldPK = the organisation), which holds the"
                    + " on-hold projects only.";
        }).isEmpty();
    }
}
