package dev.ddbcourse.engine;

import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.CreateGlobalSecondaryIndexAction;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndexUpdate;
import software.amazon.awssdk.services.dynamodb.model.LimitExceededException;
import software.amazon.awssdk.services.dynamodb.model.ProvisionedThroughput;
import software.amazon.awssdk.services.dynamodb.model.ResourceNotFoundException;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;

import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

class UpdateTableTest extends EngineTest {

    static GlobalSecondaryIndexUpdate createGsi(String name, String hash) {
        return GlobalSecondaryIndexUpdate.builder().create(CreateGlobalSecondaryIndexAction.builder().indexName(name)
                .keySchema(k -> k.attributeName(hash).keyType("HASH")).projection(p -> p.projectionType("ALL")).build()).build();
    }

    static ProvisionedThroughput throughput(long r, long w) {
        return ProvisionedThroughput.builder().readCapacityUnits(r).writeCapacityUnits(w).build();
    }

    @Nested
    class Validations {
        @Test
        void nothingToUpdate() {
            String t = createTable("pk", null);
            expectValidation("At least one of ProvisionedThroughput, BillingMode, UpdateStreamEnabled, "
                            + "GlobalSecondaryIndexUpdates or SSESpecification or ReplicaUpdates is required",
                    () -> ddb.updateTable(r -> r.tableName(t)));
        }

        @Test
        void missingTable() {
            expectError(ResourceNotFoundException.class, "Requested resource not found: Table: nope not found",
                    () -> ddb.updateTable(r -> r.tableName("nope").billingMode(BillingMode.PAY_PER_REQUEST)));
        }

        @Test
        void sameThroughput() {
            String t = createTable("pk", "S", null, null, b -> b.billingMode(BillingMode.PROVISIONED)
                    .provisionedThroughput(throughput(5, 3)));
            expectValidation("The provisioned throughput for the table will not change. The requested value equals the "
                            + "current value. Current ReadCapacityUnits provisioned for the table: 5. Requested ReadCapacityUnits: 5. "
                            + "Current WriteCapacityUnits provisioned for the table: 3. Requested WriteCapacityUnits: 3. "
                            + "Refer to the Amazon DynamoDB Developer Guide for current limits and how to request higher limits.",
                    () -> ddb.updateTable(r -> r.tableName(t).provisionedThroughput(throughput(5, 3))));
        }

        @Test
        void deleteMissingIndex() {
            String t = createTable("pk", null);
            expectError(ResourceNotFoundException.class, "Requested resource not found: Index: nope not found",
                    () -> ddb.updateTable(r -> r.tableName(t).globalSecondaryIndexUpdates(
                            u -> u.delete(d -> d.indexName("nope")))));
        }

        @Test
        void anLsiIsNoGsiToUpdateTable() {
            // Alternator test_gsi_updatetable.py::test_gsi_delete_with_lsi (run against AWS): deleting an LSI through
            // GlobalSecondaryIndexUpdates is a ValidationException on DynamoDB ("it knows it's an index but it's not a GSI";
            // the test records the kind, its comment paraphrases the text), not the ResourceNotFoundException of a missing index
            String t = createTable("pk", "S", "sk", "S", b -> b
                    .attributeDefinitions(a -> a.attributeName("pk").attributeType("S"), a -> a.attributeName("sk").attributeType("S"),
                            a -> a.attributeName("x").attributeType("S"))
                    .localSecondaryIndexes(l -> l.indexName("lsi").projection(p -> p.projectionType("ALL")).keySchema(
                            k -> k.attributeName("pk").keyType("HASH"), k -> k.attributeName("x").keyType("RANGE"))));
            expectValidation("One or more parameter values were invalid: Index: lsi is not a global secondary index",
                    () -> ddb.updateTable(r -> r.tableName(t).globalSecondaryIndexUpdates(deleteGsi("lsi"))));
            // test_gsi_backfill_with_lsi: a GSI may not take an LSI's name
            expectValidation("One or more parameter values were invalid: Index already exists: lsi",
                    () -> ddb.updateTable(r -> r.tableName(t).attributeDefinitions(a -> a.attributeName("y").attributeType("S"))
                            .globalSecondaryIndexUpdates(createGsi("lsi", "y"))));
            assertThat(ddb.describeTable(r -> r.tableName(t)).table().localSecondaryIndexes()).singleElement()
                    .satisfies(l -> assertThat(l.indexName()).isEqualTo("lsi"));
        }

        @Test
        void oneGsiCreatedOrDeletedPerRequest() {
            // Alternator test_gsi_updatetable.py::test_gsi_updatetable_errors: LimitExceededException, not ValidationException
            String t = createTable("pk", null);
            for (var updates : java.util.List.of(java.util.List.of(createGsi("ind1", "x"), createGsi("ind2", "x")),
                    java.util.List.of(createGsi("ind1", "x"), deleteGsi("ind2")), java.util.List.of(deleteGsi("ind1"), deleteGsi("ind2")))) {
                expectError(LimitExceededException.class,
                        "Subscriber limit exceeded: Only 1 online index can be created or deleted simultaneously per table",
                        () -> ddb.updateTable(r -> r.tableName(t).attributeDefinitions(a -> a.attributeName("x").attributeType("N"))
                                .globalSecondaryIndexUpdates(updates)));
            }
            // ... and one entry holds one action
            expectValidation("One or more parameter values were invalid: Only one global secondary index action is allowed per "
                    + "GlobalSecondaryIndexUpdate object", () -> ddb.updateTable(r -> r.tableName(t)
                    .attributeDefinitions(a -> a.attributeName("x").attributeType("N"))
                    .globalSecondaryIndexUpdates(u -> u.create(createGsi("ind1", "x").create()).delete(x -> x.indexName("xyz")))));
        }
    }

    @Nested
    class Redefinition {
        @Test
        void aNewIndexKeepsItsKeyAttributesTypes() {
            // Alternator test_gsi_updatetable.py::test_gsi_key_type_conflict_on_update (its comment quotes AWS's text)
            String t = createTableWithGsi();
            expectValidation("One or more parameter values were invalid: Attributes cannot be redefined. Please check that your "
                    + "attribute has the same type as previously defined. Existing schema: Schema:[SchemaElement: key{gk:S:HASH}] "
                    + "New schema: Schema:[SchemaElement: key{gk:N:HASH}]", () -> ddb.updateTable(r -> r.tableName(t)
                    .attributeDefinitions(a -> a.attributeName("gk").attributeType("N"))
                    .globalSecondaryIndexUpdates(createGsi("byGk2", "gk"))));
            // ... while a definition the new index does not use may differ (DynamoDB ignores it)
            ddb.updateTable(r -> r.tableName(t).attributeDefinitions(a -> a.attributeName("pk").attributeType("N"),
                    a -> a.attributeName("other").attributeType("S")).globalSecondaryIndexUpdates(createGsi("byOther", "other")));
            assertThat(ddb.describeTable(r -> r.tableName(t)).table().attributeDefinitions())
                    .anySatisfy(d -> assertThat(d.attributeName() + d.attributeTypeAsString()).isEqualTo("pkS"));
        }
    }

    static GlobalSecondaryIndexUpdate deleteGsi(String name) {
        return GlobalSecondaryIndexUpdate.builder().delete(d -> d.indexName(name)).build();
    }

    @Nested
    class Functionality {
        @Test
        void changesThroughputAndBillingMode() {
            String t = createTable("pk", "S", null, null, b -> b.billingMode(BillingMode.PROVISIONED)
                    .provisionedThroughput(throughput(5, 3)));
            // The answer shows the transition as DynamoDB's does: UPDATING, the old units, the increase already dated.
            TableDescription d = ddb.updateTable(r -> r.tableName(t).provisionedThroughput(throughput(7, 3))).tableDescription();
            assertThat(d.tableStatusAsString()).isEqualTo("UPDATING");
            assertThat(d.provisionedThroughput().readCapacityUnits()).isEqualTo(5L);
            assertThat(d.provisionedThroughput().lastIncreaseDateTime()).isNotNull();
            // ... while the table is already ACTIVE with the new units.
            d = ddb.describeTable(r -> r.tableName(t)).table();
            assertThat(d.tableStatusAsString()).isEqualTo("ACTIVE");
            assertThat(d.provisionedThroughput().readCapacityUnits()).isEqualTo(7L);
            d = ddb.updateTable(r -> r.tableName(t).provisionedThroughput(throughput(6, 3))).tableDescription();
            assertThat(d.provisionedThroughput().numberOfDecreasesToday()).isZero();
            assertThat(d.provisionedThroughput().lastDecreaseDateTime()).isNotNull();
            assertThat(ddb.describeTable(r -> r.tableName(t)).table().provisionedThroughput().numberOfDecreasesToday()).isEqualTo(1L);
            d = ddb.updateTable(r -> r.tableName(t).billingMode(BillingMode.PAY_PER_REQUEST)).tableDescription();
            assertThat(d.tableStatusAsString()).isEqualTo("UPDATING");
            assertThat(d.billingModeSummary().billingMode()).isEqualTo(BillingMode.PAY_PER_REQUEST);
            assertThat(d.provisionedThroughput().readCapacityUnits()).isZero();
            assertThat(ddb.describeTable(r -> r.tableName(t)).table().tableStatusAsString()).isEqualTo("ACTIVE");
        }

        @Test
        void tableClassIsShownOnceSet() {
            // Alternator test_tableclass.py: no TableClassSummary unless CreateTable or UpdateTable set a class;
            // LastUpdateDateTime only after an UpdateTable
            assertThat(ddb.describeTable(r -> r.tableName(createTable("pk", null))).table().tableClassSummary()).isNull();
            String t = createTable("pk", "S", null, null, b -> b.tableClass("STANDARD_INFREQUENT_ACCESS"));
            TableDescription d = ddb.describeTable(r -> r.tableName(t)).table();
            assertThat(d.tableClassSummary().tableClassAsString()).isEqualTo("STANDARD_INFREQUENT_ACCESS");
            assertThat(d.tableClassSummary().lastUpdateDateTime()).isNull();
            ddb.updateTable(r -> r.tableName(t).tableClass("STANDARD"));
            d = ddb.describeTable(r -> r.tableName(t)).table();
            assertThat(d.tableClassSummary().tableClassAsString()).isEqualTo("STANDARD");
            assertThat(d.tableClassSummary().lastUpdateDateTime()).isNotNull();
            String invalid = "Invalid table-class parameter provided. Please try again with a valid table-class value: "
                    + "[STANDARD, STANDARD_INFREQUENT_ACCESS].";
            expectValidation(invalid, () -> ddb.updateTable(r -> r.tableName(t).tableClass("junk")));
            expectValidation(invalid, () -> createTable("pk", "S", null, null, b -> b.tableClass("standard")));
        }

        @Test
        void warmThroughputIsShownOnceSetAndNeverLowered() {
            // Alternator's test_warm_throughput.py, run against AWS: CreateTable's WarmThroughput is reported back, an
            // UpdateTable carrying only WarmThroughput is accepted (Terraform's request), a unit left out keeps the
            // 12,000 read / 4,000 write baseline, and neither unit may go below that baseline or below its current value.
            assertThat(ddb.describeTable(r -> r.tableName(createTable("pk", null))).table().warmThroughput()).isNull();
            String t = createTable("pk", "S", null, null, b -> b.warmThroughput(w -> w.readUnitsPerSecond(12240L)));
            TableDescription d = ddb.describeTable(r -> r.tableName(t)).table();
            assertThat(d.warmThroughput().readUnitsPerSecond()).isEqualTo(12240L);
            assertThat(d.warmThroughput().writeUnitsPerSecond()).isEqualTo(4000L);
            assertThat(d.warmThroughput().statusAsString()).isEqualTo("ACTIVE");
            ddb.updateTable(r -> r.tableName(t).warmThroughput(w -> w.writeUnitsPerSecond(4080L)));
            d = ddb.describeTable(r -> r.tableName(t)).table();
            assertThat(d.warmThroughput().readUnitsPerSecond()).isEqualTo(12240L);
            assertThat(d.warmThroughput().writeUnitsPerSecond()).isEqualTo(4080L);
            expectValidation("One or more parameter values were invalid: ReadUnitsPerSecond 12120 is lower than current "
                            + "WarmThroughput 12240",
                    () -> ddb.updateTable(r -> r.tableName(t).warmThroughput(w -> w.readUnitsPerSecond(12120L))));
            expectValidation("One or more parameter values were invalid: WriteUnitsPerSecond 3999 is lower than the minimum "
                            + "WarmThroughput 4000",
                    () -> createTable("pk", "S", null, null, b -> b.warmThroughput(w -> w.writeUnitsPerSecond(3999L))));
        }

        @Test
        void warmThroughputBeingRaisedIsUpdatingInTheAnswer() {
            // Alternator's test_warm_throughput.py, run against AWS: DynamoDB applies a raise asynchronously, so
            // CreateTable's and UpdateTable's answers show WarmThroughput UPDATING; DescribeTable shows it ACTIVE once
            // settled, which in the engine is at once.
            String name = uniqueName("t");
            TableDescription created = ddb.createTable(b -> b.tableName(name).billingMode(BillingMode.PAY_PER_REQUEST)
                    .attributeDefinitions(a -> a.attributeName("pk").attributeType("S"))
                    .keySchema(k -> k.attributeName("pk").keyType("HASH"))
                    .warmThroughput(w -> w.readUnitsPerSecond(12240L).writeUnitsPerSecond(4080L))).tableDescription();
            assertThat(created.warmThroughput().statusAsString()).isEqualTo("UPDATING");
            assertThat(created.warmThroughput().readUnitsPerSecond()).isEqualTo(12240L);
            TableDescription updated = ddb.updateTable(r -> r.tableName(name)
                    .warmThroughput(w -> w.readUnitsPerSecond(12480L))).tableDescription();
            assertThat(updated.warmThroughput().statusAsString()).isEqualTo("UPDATING");
            assertThat(updated.warmThroughput().readUnitsPerSecond()).isEqualTo(12480L);
            assertThat(ddb.describeTable(r -> r.tableName(name)).table().warmThroughput().statusAsString()).isEqualTo("ACTIVE");
        }

        @Test
        void addedGsiIsBackfilledAndQueryable() {
            String t = createTable("pk", null);
            for (int i = 0; i < 5; i++) {
                int x = i;
                ddb.putItem(r -> r.tableName(t).item(item("pk", s("p" + x), "color", s(x % 2 == 0 ? "red" : "blue"))));
            }
            TableDescription d = ddb.updateTable(r -> r.tableName(t)
                    .attributeDefinitions(a -> a.attributeName("color").attributeType("S"))
                    .globalSecondaryIndexUpdates(createGsi("byColor", "color"))).tableDescription();
            assertThat(d.tableStatusAsString()).isEqualTo("UPDATING");
            assertThat(d.globalSecondaryIndexes()).singleElement().satisfies(g -> {
                assertThat(g.indexStatusAsString()).isEqualTo("CREATING");
                assertThat(g.backfilling()).isFalse();
            });
            // DescribeTable shows the index ACTIVE and filled at once.
            assertThat(ddb.describeTable(r -> r.tableName(t)).table().globalSecondaryIndexes()).singleElement().satisfies(g -> {
                assertThat(g.indexStatusAsString()).isEqualTo("ACTIVE");
                assertThat(g.itemCount()).isEqualTo(5L);
            });
            assertThat(d.attributeDefinitions()).hasSize(2);
            assertThat(ddb.query(r -> r.tableName(t).indexName("byColor").keyConditionExpression("color = :c")
                    .expressionAttributeValues(Map.of(":c", s("red")))).count()).isEqualTo(3);
            // Alternator test_gsi_updatetable.py::test_gsi_backfill_empty_string and ::test_gsi_backfill_key_limits:
            // values no key may hold are left out of the backfill
            String t2 = createTable("pk", null);
            for (String v : java.util.List.of("", "k".repeat(2048), "k".repeat(2049))) {
                ddb.putItem(r -> r.tableName(t2).item(item("pk", s("len" + v.length()), "color", s(v))));
            }
            ddb.updateTable(r -> r.tableName(t2).attributeDefinitions(a -> a.attributeName("color").attributeType("S"))
                    .globalSecondaryIndexUpdates(createGsi("byColor", "color")));
            assertThat(ddb.scan(r -> r.tableName(t2).indexName("byColor")).items()).extracting(i -> i.get("pk").s())
                    .containsExactly("len2048");
            // New writes reach the new index too.
            ddb.putItem(r -> r.tableName(t).item(item("pk", s("p9"), "color", s("red"))));
            assertThat(ddb.query(r -> r.tableName(t).indexName("byColor").keyConditionExpression("color = :c")
                    .expressionAttributeValues(Map.of(":c", s("red")))).count()).isEqualTo(4);
            // Deleting drops it and its now unused attribute definition.
            d = ddb.updateTable(r -> r.tableName(t).globalSecondaryIndexUpdates(u -> u.delete(x -> x.indexName("byColor"))))
                    .tableDescription();
            assertThat(d.globalSecondaryIndexes()).singleElement()
                    .satisfies(g -> assertThat(g.indexStatusAsString()).isEqualTo("DELETING"));
            d = ddb.describeTable(r -> r.tableName(t)).table();
            assertThat(d.hasGlobalSecondaryIndexes()).isFalse();
            assertThat(d.attributeDefinitions()).hasSize(1);
            expectValidation("The table does not have the specified index: byColor",
                    () -> ddb.query(r -> r.tableName(t).indexName("byColor").keyConditionExpression("color = :c")
                            .expressionAttributeValues(Map.of(":c", s("red")))));
        }
    }
}
