package dev.ddbcourse.kit.check;

import dev.ddbcourse.kit.testing.Solutions;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.Projection;
import software.amazon.awssdk.services.dynamodb.model.ProjectionType;

/** Lesson 20's check: the reference projection passes, the starter is "not yet", each wrong projection fails by name and cost. */
class Lesson20CheckTest {
    private static final CheckRun CHECK = new CheckRun(new Lesson20Check());

    /** The lesson's own answer, from the generated solutions/20-gsi-projections.java. */
    static Projection solution() {
        return Solutions.call("20-gsi-projections", "byWarehouseProjection");
    }

    private static Projection of(ProjectionType type, String... include) {
        var b = Projection.builder().projectionType(type);
        if (include.length > 0) b.nonKeyAttributes(include);
        return b.build();
    }

    @Test
    void theSolutionPasses() {
        CHECK.passes(ddb -> solution()).startsWith("PASSED 20-gsi-projections")
                .contains("Per order written: 1 write request unit in ByWarehouse, and 20 screen reads of 0.5 read request units each: 15 read-unit equivalents.");
    }

    @Test
    void theStarterIsNotYet() {
        CHECK.isNotYet(ddb -> dev.ddbcourse.kit.Kit.todo("the projection of the dispatch screen's index"));
    }

    @Test
    void keysOnlyForcesAFollowUpBatchGetItem() {
        CHECK.fails(ddb -> of(ProjectionType.KEYS_ONLY))
                .contains("Got: the same result, but not the way the pattern asks")
                .contains("Anti-pattern: an under-projected index. ByWarehouse does not hold status and carrier")
                .contains("5.5 read request units per screen instead of 0.5")
                .contains("the cheapest costs 15");
    }

    @Test
    void includingOnlyTheStatusStillReadsTheTable() {
        CHECK.fails(ddb -> of(ProjectionType.INCLUDE, "status"))
                .contains("does not hold carrier");
    }

    @Test
    void allPaysTheLinesOnEveryWriteAndRead() {
        CHECK.fails(ddb -> of(ProjectionType.ALL))
                .contains("Anti-pattern: projecting more than the screen shows. Each order written costs 4 write request units in ByWarehouse")
                .contains("instead of 1, and each screen reads 4 read request units instead of 0.5")
                .contains("= 100 read-unit equivalents; the cheapest costs 15");
    }

    @Test
    void includingTheLinesIsAsDearAsAll() {
        CHECK.fails(ddb -> of(ProjectionType.INCLUDE, "status", "carrier", "lines"))
                .contains("Anti-pattern: projecting more than the screen shows");
    }

    @Test
    void keysOnlyWithAttributesIsRefusedByDynamoDb() {
        CHECK.fails(ddb -> of(ProjectionType.KEYS_ONLY, "status"))
                .contains("DynamoDB refused to create ByWarehouse with this projection: ValidationException");
    }
}
