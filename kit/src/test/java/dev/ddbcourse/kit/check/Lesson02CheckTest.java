package dev.ddbcourse.kit.check;

import static dev.ddbcourse.kit.Kit.names;
import static dev.ddbcourse.kit.Kit.str;
import static dev.ddbcourse.kit.Kit.todo;
import static dev.ddbcourse.kit.Kit.values;
import static org.assertj.core.api.Assertions.assertThat;

import dev.ddbcourse.kit.Kit;
import dev.ddbcourse.kit.testing.Printed;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** Lesson 02's check on the starter and plausible wrong answers. */
class Lesson02CheckTest {
    private static final String STEM = "02-access-patterns";
    private static final String TABLE = "x02-access-patterns";
    private static final CheckRun CHECK = new CheckRun(new Lesson02Check());

    static List<String> starter(DynamoDbClient ddb) {
        return List.of();
    }

    static List<String> todoStarter(DynamoDbClient ddb) {
        return todo("one Query on GSI2");
    }

    static List<String> scanAndFilter(DynamoDbClient ddb) {
        return ddb.scan(s -> s.tableName(TABLE).filterExpression("#s = :pending")
                        .expressionAttributeNames(names("#s", "status"))
                        .expressionAttributeValues(values(":pending", "PENDING")))
                .items().stream()
                .sorted(Comparator.comparing((Map<String, AttributeValue> i) -> str(i, "GSI2SK")).reversed())
                .map(i -> str(i, "orderId")).toList();
    }

    /** One Query per customer, filtered on status: right data, N requests and a filter. */
    static List<String> queryPerCustomer(DynamoDbClient ddb) {
        List<Map<String, AttributeValue>> pending = new ArrayList<>();
        for (String customer : List.of("c1", "c2", "c3", "c4")) {
            pending.addAll(ddb.query(q -> q.tableName(TABLE)
                    .keyConditionExpression("PK = :pk AND begins_with(SK, :o)")
                    .filterExpression("#s = :pending")
                    .expressionAttributeNames(names("#s", "status"))
                    .expressionAttributeValues(values(":pk", "CUST#" + customer, ":o", "ORDER#", ":pending", "PENDING"))).items());
        }
        return pending.stream().sorted(Comparator.comparing((Map<String, AttributeValue> i) -> str(i, "GSI2SK")).reversed())
                .map(i -> str(i, "orderId")).toList();
    }

    static List<String> oldestFirst(DynamoDbClient ddb) {
        return ddb.query(q -> q.tableName(TABLE).indexName("GSI2")
                        .keyConditionExpression("GSI2PK = :status")
                        .expressionAttributeValues(values(":status", "STATUS#PENDING")))
                .items().stream().map(i -> str(i, "orderId")).toList();
    }

    static List<String> reservedWord(DynamoDbClient ddb) {
        return ddb.query(q -> q.tableName(TABLE).indexName("GSI2")
                        .keyConditionExpression("status = :s")
                        .expressionAttributeValues(values(":s", "PENDING")))
                .items().stream().map(i -> str(i, "orderId")).toList();
    }

    @Test
    void anUnsolvedStarterIsNotYet() {
        for (Answer starter : List.<Answer>of(Lesson02CheckTest::starter, Lesson02CheckTest::todoStarter)) {
            CHECK.isNotYet(starter).startsWith("Not yet: 02-access-patterns: the ids of every PENDING order, newest first\n");
        }
        CHECK.isNotYet(Lesson02CheckTest::todoStarter).contains("The answer is still a TODO: one Query on GSI2");
    }

    private static final List<String> HINTS = List.of("first hint", "second hint", "third hint");

    private static String report(Answer answer, int hintsShown) {
        var check = new Lesson02Check();
        return CheckRunner.evaluate(check, answer, Kit.client(), new Report(check, HINTS, hintsShown, "./course hint 02")).report();
    }

    @Test
    void hintsComeBeforeAnswersAnUntouchedStarterIsToldTheQuestionOnly() {
        assertThat(report(Lesson02CheckTest::starter, 0))
                .startsWith("Not yet: 02-access-patterns: the ids of every PENDING order, newest first\n")
                .contains("Stuck? ./course hint 02 shows a hint.")
                .doesNotContain("Pattern to use", "GSI2", "Query", "first hint");
    }

    @Test
    void aFailingCheckShowsTheHintReachedNotTheFirst() {
        assertThat(report(Lesson02CheckTest::oldestFirst, 2))
                .contains("    Hint 2/3: second hint\n    More: ./course hint 02 shows the next hint.")
                .doesNotContain("first hint", "third hint", "Pattern to use");
        assertThat(report(Lesson02CheckTest::oldestFirst, 3)).contains("Hint 3/3: third hint").doesNotContain("More:", "Stuck?");
    }

    @Test
    void thePatternIsNamedOnlyAfterAWrongAttemptOfThatKind() {
        assertThat(report(Lesson02CheckTest::scanAndFilter, 0))
                .contains("Anti-pattern: Scan.")
                .contains("Pattern to use: one Query on index GSI2 of x02-access-patterns, no FilterExpression, no Scan\n"
                        + "    Stuck? ./course hint 02 shows a hint.");
        assertThat(report(Lesson02CheckTest::oldestFirst, 0)).doesNotContain("Pattern to use");
    }

    @Test
    void aScanWithAFilterGetsTheRightDataButFailsNamingTheAntiPattern() {
        CHECK.fails(Lesson02CheckTest::scanAndFilter)
                .contains("Got: the same result, but not the way the pattern asks")
                .contains("- Anti-pattern: Scan. The answer made a Scan on x02-access-patterns: a Scan reads (and bills)"
                        + " every item in the table, then throws most of them away. Use one Query on index GSI2 instead.")
                .contains("    Requests made (1):\n"
                        + "        >>> Scan x02-access-patterns\n"
                        + "            filter:     status = 'PENDING'\n")
                .doesNotContain("AccessPattern.java");
        // The check has seeded its table by now: the wrong way really returns the right data.
        assertThat(scanAndFilter(Kit.client())).as("the wrong way returns the right data").isEqualTo(new Lesson02Check().expected());
    }

    @Test
    void aQueryPerCustomerWithAFilterFailsOnCountFilterAndIndex() {
        CHECK.fails(Lesson02CheckTest::queryPerCustomer)
                .contains("Anti-pattern: FilterExpression. The Query filters on status = 'PENDING'")
                .contains("Anti-pattern: 4 Query requests where 1 would do")
                .contains("Anti-pattern: the wrong way in. 4 Query requests read the base table x02-access-patterns,"
                        + " not index GSI2");
    }

    @Test
    void theRightRequestInTheWrongOrderFailsOnTheResult() {
        CHECK.fails(Lesson02CheckTest::oldestFirst).contains("Expected:").contains("Got:\n")
                .contains("The result is wrong (the task: the ids of every PENDING order, newest first):"
                        + " the right items in the wrong order.")
                .doesNotContain("Anti-pattern");
    }

    @Test
    void anExceptionIsOneReadableLineAndTheLearnersLine() {
        CHECK.fails(Lesson02CheckTest::reservedWord)
                .containsPattern("\n    DynamoDB refused a request: ValidationException: .*status")
                .containsPattern("\n        at line \\d+ of Lesson02CheckTest\\.java, in reservedWord\n")
                .doesNotContain("software.amazon")
                .doesNotContain("\tat ");
    }

    @Test
    void checkPrintsTheReportAndNeverThrows() {
        boolean[] passed = new boolean[2];
        String printed = Printed.by(() -> {
            passed[0] = Kit.check(STEM, Lesson02CheckTest::oldestFirst);
            passed[1] = Kit.check(STEM, ddb -> {
                throw new IllegalStateException("boom");
            });
        });
        assertThat(passed).as("the wrong answer and the one that throws").containsExactly(false, false);
        assertThat(printed)
                .contains("FAILED 02-access-patterns").contains("Your code threw IllegalStateException: boom");
    }
}
