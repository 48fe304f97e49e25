package dev.ddbcourse.engine.differential;

import static org.assertj.core.api.Assertions.assertThat;

import dev.ddbcourse.engine.differential.Servers.Side;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;
import software.amazon.awssdk.services.dynamodb.model.IndexStatus;
import software.amazon.awssdk.services.dynamodb.model.TableStatus;

/**
 * A table's life (create, wait, use, add a GSI, delete, wait) on moto and on the engine with its default
 * table states (every change at once, as moto does it): what DescribeTable shows, what the SDK's waiters
 * see, and which requests are refused with which exception, step by step.
 *
 * <p>moto 5.2.5 has no table states: a table is ACTIVE from CreateTable's own answer on, and it keeps no
 * DELETING. Where it differs from DynamoDB's documentation the engine follows the documentation and the
 * step's status is left out of the comparison: CreateTable answers {@code CREATING} (API reference,
 * CreateTable: "TableStatus ... CREATING"), UpdateTable {@code UPDATING} with a new index {@code CREATING},
 * DeleteTable {@code DELETING} (moto answers ACTIVE each time); those three are asserted on the engine alone.
 * The timed states themselves (CREATING for a while, ResourceNotFoundException meanwhile) are the engine's
 * TableStatesTest: moto has nothing to compare them with.
 */
@Tag("differential")
class TableStatesDifferentialTest {
    private static final String TABLE = "states-life";

    @Test
    void aTablesLifeLooksTheSameStepByStep() {
        Side moto = Servers.moto();
        Side engine = Servers.oursAgainst(moto);
        List<String> theirs = life(moto.client(), new ArrayList<>());
        List<String> documented = new ArrayList<>();
        List<String> ours = life(engine.client(), documented);
        for (int i = 0; i < Math.max(theirs.size(), ours.size()); i++) {
            boolean same = i < theirs.size() && i < ours.size() && theirs.get(i).equals(ours.get(i));
            Agreement.count(moto.name(), same ? Agreement.Verdict.AGREE : Agreement.Verdict.DIFFER);
        }
        assertThat(ours).isEqualTo(theirs);
        assertThat(documented).containsExactly("CreateTable answers CREATING", "UpdateTable answers UPDATING, index CREATING",
                "DeleteTable answers DELETING");
    }

    /** Runs the life on one server: what each step showed; the answers' own statuses go to {@code statuses}. */
    private static List<String> life(DynamoDbClient ddb, List<String> statuses) {
        List<String> seen = new ArrayList<>();
        step(seen, "CreateTable", () -> {
            var created = ddb.createTable(c -> c.tableName(TABLE).billingMode("PAY_PER_REQUEST")
                    .attributeDefinitions(a -> a.attributeName("id").attributeType("S"))
                    .keySchema(k -> k.attributeName("id").keyType("HASH")));
            statuses.add("CreateTable answers " + created.tableDescription().tableStatusAsString());
            return "ok";
        });
        step(seen, "waitUntilTableExists", () -> ddb.waiter().waitUntilTableExists(r -> r.tableName(TABLE))
                .matched().response().map(r -> r.table().tableStatusAsString()).orElse("no table"));
        step(seen, "DescribeTable", () -> ddb.describeTable(r -> r.tableName(TABLE)).table().tableStatusAsString());
        step(seen, "CreateTable again", () -> ddb.createTable(c -> c.tableName(TABLE).billingMode("PAY_PER_REQUEST")
                .attributeDefinitions(a -> a.attributeName("id").attributeType("S"))
                .keySchema(k -> k.attributeName("id").keyType("HASH"))).tableDescription().tableStatusAsString());
        step(seen, "PutItem", () -> {
            ddb.putItem(r -> r.tableName(TABLE).item(Map.of("id", AttributeValue.fromS("a"), "g", AttributeValue.fromS("x"))));
            return "ok";
        });
        step(seen, "UpdateTable adding a GSI", () -> {
            var updated = ddb.updateTable(u -> u.tableName(TABLE)
                    .attributeDefinitions(a -> a.attributeName("g").attributeType("S"))
                    .globalSecondaryIndexUpdates(g -> g.create(c -> c.indexName("byG")
                            .keySchema(k -> k.attributeName("g").keyType("HASH")).projection(p -> p.projectionType("ALL")))));
            statuses.add("UpdateTable answers " + updated.tableDescription().tableStatusAsString() + ", index "
                    + updated.tableDescription().globalSecondaryIndexes().get(0).indexStatusAsString());
            return "ok";
        });
        step(seen, "DescribeTable until the GSI is ACTIVE", () -> {
            for (int attempt = 0; attempt < 200; attempt++) {
                var t = ddb.describeTable(r -> r.tableName(TABLE)).table();
                if (t.tableStatus() == TableStatus.ACTIVE && t.globalSecondaryIndexes().get(0).indexStatus() == IndexStatus.ACTIVE) {
                    return "ACTIVE, index ACTIVE";
                }
                sleep();
            }
            return "still not ACTIVE";
        });
        step(seen, "Query of the GSI", () -> ddb.query(q -> q.tableName(TABLE).indexName("byG").keyConditionExpression("g = :g")
                .expressionAttributeValues(Map.of(":g", AttributeValue.fromS("x")))).count() + " item");
        step(seen, "DeleteTable", () -> {
            statuses.add("DeleteTable answers " + ddb.deleteTable(r -> r.tableName(TABLE)).tableDescription().tableStatusAsString());
            return "ok";
        });
        step(seen, "waitUntilTableNotExists", () -> ddb.waiter().waitUntilTableNotExists(r -> r.tableName(TABLE))
                .matched().exception().map(e -> e.getClass().getSimpleName()).orElse("a table"));
        step(seen, "DescribeTable", () -> ddb.describeTable(r -> r.tableName(TABLE)).table().tableStatusAsString());
        step(seen, "GetItem", () -> ddb.getItem(r -> r.tableName(TABLE).key(Map.of("id", AttributeValue.fromS("a")))).item().toString());
        step(seen, "DeleteTable again", () -> ddb.deleteTable(r -> r.tableName(TABLE)).tableDescription().tableStatusAsString());
        return seen;
    }

    /** "step: what it answered", or "step: ExceptionName" when refused. */
    private static void step(List<String> seen, String name, Supplier<String> request) {
        String outcome;
        try {
            outcome = request.get();
        } catch (DynamoDbException e) {
            outcome = e.getClass().getSimpleName();
        }
        seen.add(name + ": " + outcome);
    }

    private static void sleep() {
        try {
            Thread.sleep(25);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
