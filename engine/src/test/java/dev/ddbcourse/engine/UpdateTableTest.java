package dev.ddbcourse.engine;

import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.CreateGlobalSecondaryIndexAction;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndexUpdate;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndexWarmThroughputDescription;
import software.amazon.awssdk.services.dynamodb.model.LimitExceededException;
import software.amazon.awssdk.services.dynamodb.model.ProvisionedThroughput;
import software.amazon.awssdk.services.dynamodb.model.ResourceNotFoundException;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;
import software.amazon.awssdk.services.dynamodb.model.TableWarmThroughputDescription;

import java.util.List;
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
            // ack-api-quirks dynamodb 2026-10-09, recorded against AWS (DDB-TABLE-015, -359, -442): AWS's list of members;
            // an empty GlobalSecondaryIndexUpdates or AttributeDefinitions alone count as nothing, an empty list next to a
            // change is refused
            String t = createTable("pk", null);
            String nothing = "At least one of ProvisionedThroughput, BillingMode, UpdateStreamEnabled, GlobalSecondaryIndexUpdates, "
                    + "SSESpecification, ReplicaUpdates, MultiAccountReplicaReady, ReplicaTransitRoleArn, MultiRegionConsistency, "
                    + "DeletionProtectionEnabled, OnDemandThroughput, WarmThroughput or TableClass is required";
            expectValidation(nothing, () -> ddb.updateTable(r -> r.tableName(t)));
            expectValidation(nothing, () -> ddb.updateTable(r -> r.tableName(t).globalSecondaryIndexUpdates(List.of())));
            expectValidation(nothing, () -> ddb.updateTable(r -> r.tableName(t).attributeDefinitions(a -> a.attributeName("pk").attributeType("S"))));
            expectValidation("One or more parameter values were invalid: List of GlobalSecondaryIndexUpdates is empty",
                    () -> ddb.updateTable(r -> r.tableName(t).globalSecondaryIndexUpdates(List.of()).deletionProtectionEnabled(true)));
            assertThat(ddb.describeTable(r -> r.tableName(t)).table().deletionProtectionEnabled()).isFalse();
        }

        @Test
        void oneConcernPerRequest() {
            // ack-api-quirks dynamodb 2026-10-09, recorded against AWS (DDB-TABLE-382, -433, -174): UpdateTable changes one
            // thing at a time, naming SSE before TableClass before DeletionProtection before WarmThroughput; nothing applies
            String t = createTableWithGsi();
            String only = "One or more parameter values were invalid: %s must be the only operation in the request";
            expectValidation(only.formatted("Server-Side Encryption modification"), () -> ddb.updateTable(r -> r.tableName(t)
                    .deletionProtectionEnabled(true).sseSpecification(s -> s.enabled(true))));
            expectValidation(only.formatted("TableClass modification"), () -> ddb.updateTable(r -> r.tableName(t)
                    .deletionProtectionEnabled(true).tableClass("STANDARD_INFREQUENT_ACCESS")));
            expectValidation(only.formatted("DeletionProtection modification"), () -> ddb.updateTable(r -> r.tableName(t)
                    .deletionProtectionEnabled(true).streamSpecification(s -> s.streamEnabled(true).streamViewType("KEYS_ONLY"))));
            expectValidation(only.formatted("DeletionProtection modification"), () -> ddb.updateTable(r -> r.tableName(t)
                    .deletionProtectionEnabled(true).warmThroughput(w -> w.readUnitsPerSecond(13000L))));
            expectValidation(only.formatted("WarmThroughput"), () -> ddb.updateTable(r -> r.tableName(t)
                    .warmThroughput(w -> w.readUnitsPerSecond(13000L)).streamSpecification(s -> s.streamEnabled(true).streamViewType("KEYS_ONLY"))));
            expectValidation(only.formatted("DeletionProtection modification"), () -> ddb.updateTable(r -> r.tableName(t)
                    .deletionProtectionEnabled(true).billingMode(BillingMode.PAY_PER_REQUEST)));
            String withBillingMode = "One or more parameter values were invalid: OnDemandThroughput can only be combined with BillingMode "
                    + "in an UpdateTable request";
            expectValidation(withBillingMode, () -> ddb.updateTable(r -> r.tableName(t).onDemandThroughput(o -> o.maxReadRequestUnits(100L))
                    .streamSpecification(s -> s.streamEnabled(true).streamViewType("KEYS_ONLY"))));
            expectValidation(withBillingMode, () -> ddb.updateTable(r -> r.tableName(t).onDemandThroughput(o -> o.maxReadRequestUnits(100L))
                    .warmThroughput(w -> w.readUnitsPerSecond(13000L))));
            expectValidation("One or more parameter values were invalid: You cannot create or delete index while changing stream status",
                    () -> ddb.updateTable(r -> r.tableName(t).globalSecondaryIndexUpdates(deleteGsi("byGk"))
                            .streamSpecification(s -> s.streamEnabled(true).streamViewType("KEYS_ONLY"))));
            expectValidation("One or more parameter values were invalid: Create global secondary index cannot be specified when updating "
                    + "WarmThroughput", () -> ddb.updateTable(r -> r.tableName(t).warmThroughput(w -> w.readUnitsPerSecond(13000L))
                    .attributeDefinitions(a -> a.attributeName("x").attributeType("S")).globalSecondaryIndexUpdates(createGsi("byX", "x"))));
            TableDescription d = ddb.describeTable(r -> r.tableName(t)).table();
            assertThat(d.deletionProtectionEnabled()).isFalse();
            assertThat(d.streamSpecification()).isNull();
            assertThat(d.globalSecondaryIndexes()).hasSize(1);

            String p = createTable("pk", "S", null, null, b -> b.billingMode(BillingMode.PROVISIONED).provisionedThroughput(throughput(1, 1))
                    .attributeDefinitions(a -> a.attributeName("pk").attributeType("S"), a -> a.attributeName("gk").attributeType("S"))
                    .globalSecondaryIndexes(g -> g.indexName("byGk").keySchema(k -> k.attributeName("gk").keyType("HASH"))
                            .projection(x -> x.projectionType("KEYS_ONLY")).provisionedThroughput(throughput(1, 1))));
            expectValidation("One or more parameter values were invalid: You cannot modify stream status while updating table IOPS",
                    () -> ddb.updateTable(r -> r.tableName(p).provisionedThroughput(throughput(2, 2))
                            .streamSpecification(s -> s.streamEnabled(true).streamViewType("KEYS_ONLY"))));
            expectValidation("One or more parameter values were invalid: You cannot create or delete index while updating table IOPS",
                    () -> ddb.updateTable(r -> r.tableName(p).provisionedThroughput(throughput(2, 2)).globalSecondaryIndexUpdates(deleteGsi("byGk"))));
            // the pairs AWS takes: a switch to on demand with a stream, or with OnDemandThroughput
            ddb.updateTable(r -> r.tableName(p).billingMode(BillingMode.PAY_PER_REQUEST)
                    .streamSpecification(s -> s.streamEnabled(true).streamViewType("KEYS_ONLY")));
            ddb.updateTable(r -> r.tableName(p).billingMode(BillingMode.PAY_PER_REQUEST).onDemandThroughput(o -> o.maxReadRequestUnits(100L)));
            d = ddb.describeTable(r -> r.tableName(p)).table();
            assertThat(d.billingModeSummary().billingMode()).isEqualTo(BillingMode.PAY_PER_REQUEST);
            assertThat(d.streamSpecification().streamEnabled()).isTrue();
            // AttributeDefinitions alone is no change of its own
            ddb.updateTable(r -> r.tableName(p).deletionProtectionEnabled(true).attributeDefinitions(a -> a.attributeName("pk").attributeType("S")));
            assertThat(ddb.describeTable(r -> r.tableName(p)).table().deletionProtectionEnabled()).isTrue();
            ddb.updateTable(r -> r.tableName(p).deletionProtectionEnabled(false));
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

        @Test
        void aNewIndexDefinesEveryKeyAttributeInTheRequest() {
            // The table's own definition of pk does not count: AWS refuses it (paritysuite/dynamodb-conformance
            // tests/tier2/updateTable/gsi.test.ts, eu-west-2; Alternator's test_gsi_updatetable.py sends table keys again)
            String t = createTable("pk", null);
            expectValidation("One or more parameter values were invalid: Some index key attributes are not defined in "
                    + "AttributeDefinitions. Keys: [pk, g3], AttributeDefinitions: [g3]", () -> ddb.updateTable(r -> r.tableName(t)
                    .attributeDefinitions(a -> a.attributeName("g3").attributeType("S"))
                    .globalSecondaryIndexUpdates(u -> u.create(c -> c.indexName("byPk").projection(p -> p.projectionType("KEYS_ONLY"))
                            .keySchema(k -> k.attributeName("pk").keyType("HASH"), k -> k.attributeName("g3").keyType("RANGE"))))));
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
        void deletionProtection() {
            // ack-api-quirks dynamodb 2026-10-09, recorded against AWS (DDB-TABLE-016, -017, -018, -030): always shown, a
            // protected table is not deleted, the change answers ACTIVE with the new value, a same-value re-send is accepted
            String t = createTable("pk", "S", null, null, b -> b.deletionProtectionEnabled(true));
            assertThat(ddb.describeTable(r -> r.tableName(t)).table().deletionProtectionEnabled()).isTrue();
            expectValidation("Resource cannot be deleted as it is currently protected against deletion. Disable deletion protection first.",
                    () -> ddb.deleteTable(r -> r.tableName(t)));
            assertThat(ddb.describeTable(r -> r.tableName(t)).table().tableStatusAsString()).isEqualTo("ACTIVE");
            assertThat(ddb.updateTable(r -> r.tableName(t).deletionProtectionEnabled(true)).tableDescription().tableStatusAsString())
                    .isEqualTo("ACTIVE");
            TableDescription d = ddb.updateTable(r -> r.tableName(t).deletionProtectionEnabled(false)).tableDescription();
            assertThat(d.tableStatusAsString()).isEqualTo("ACTIVE");
            assertThat(d.deletionProtectionEnabled()).isFalse();
            assertThat(ddb.describeTable(r -> r.tableName(t)).table().deletionProtectionEnabled()).isFalse();
            ddb.deleteTable(r -> r.tableName(t));
            assertThat(ddb.describeTable(r -> r.tableName(createTable("pk", null))).table().deletionProtectionEnabled()).isFalse();
        }

        @Test
        void onDemandThroughputIsKeptAndShown() {
            // API reference (TableDescription, GlobalSecondaryIndexDescription: OnDemandThroughput); ack-api-quirks dynamodb
            // 2026-10-09, recorded against AWS (DDB-TABLE-178, -182, -361): UpdateTable answers ACTIVE with the new caps, a
            // unit left out stays, -1 removes one (the answer shows -1), no cap left: no OnDemandThroughput at all
            String t = createTable("pk", "S", null, null, b -> b.onDemandThroughput(o -> o.maxReadRequestUnits(100L))
                    .attributeDefinitions(a -> a.attributeName("pk").attributeType("S"), a -> a.attributeName("gk").attributeType("S"))
                    .globalSecondaryIndexes(g -> g.indexName("byGk").keySchema(k -> k.attributeName("gk").keyType("HASH"))
                            .projection(p -> p.projectionType("KEYS_ONLY")).onDemandThroughput(o -> o.maxWriteRequestUnits(50L))));
            TableDescription d = ddb.describeTable(r -> r.tableName(t)).table();
            assertThat(d.onDemandThroughput().maxReadRequestUnits()).isEqualTo(100L);
            assertThat(d.onDemandThroughput().maxWriteRequestUnits()).isNull();
            assertThat(d.globalSecondaryIndexes().get(0).onDemandThroughput().maxWriteRequestUnits()).isEqualTo(50L);
            d = ddb.updateTable(r -> r.tableName(t).onDemandThroughput(o -> o.maxReadRequestUnits(1000L).maxWriteRequestUnits(500L)))
                    .tableDescription();
            assertThat(d.tableStatusAsString()).isEqualTo("ACTIVE");
            assertThat(d.onDemandThroughput().maxReadRequestUnits()).isEqualTo(1000L);
            assertThat(d.onDemandThroughput().maxWriteRequestUnits()).isEqualTo(500L);
            ddb.updateTable(r -> r.tableName(t).onDemandThroughput(o -> o.maxReadRequestUnits(2000L)));
            d = ddb.describeTable(r -> r.tableName(t)).table();
            assertThat(d.onDemandThroughput().maxReadRequestUnits()).isEqualTo(2000L);
            assertThat(d.onDemandThroughput().maxWriteRequestUnits()).isEqualTo(500L);
            d = ddb.updateTable(r -> r.tableName(t).onDemandThroughput(o -> o.maxReadRequestUnits(-1L))).tableDescription();
            assertThat(d.onDemandThroughput().maxReadRequestUnits()).isEqualTo(-1L);
            d = ddb.describeTable(r -> r.tableName(t)).table();
            assertThat(d.onDemandThroughput().maxReadRequestUnits()).isNull();
            assertThat(d.onDemandThroughput().maxWriteRequestUnits()).isEqualTo(500L);
            ddb.updateTable(r -> r.tableName(t).onDemandThroughput(o -> o.maxWriteRequestUnits(-1L)));
            assertThat(ddb.describeTable(r -> r.tableName(t)).table().onDemandThroughput()).isNull();
            // a GSI's, through its Update
            ddb.updateTable(r -> r.tableName(t).globalSecondaryIndexUpdates(u -> u.update(x -> x.indexName("byGk")
                    .onDemandThroughput(o -> o.maxReadRequestUnits(70L)))));
            var g = ddb.describeTable(r -> r.tableName(t)).table().globalSecondaryIndexes().get(0).onDemandThroughput();
            assertThat(g.maxReadRequestUnits()).isEqualTo(70L);
            assertThat(g.maxWriteRequestUnits()).isEqualTo(50L);
            expectValidation("One or more parameter values were invalid: The only Updates for index: byGk when TableThroughputMode is "
                    + "PAY_PER_REQUEST can be to OnDemandThroughput, WarmThroughput", () -> ddb.updateTable(r -> r.tableName(t)
                    .globalSecondaryIndexUpdates(u -> u.update(x -> x.indexName("byGk")))));
            expectValidation("One or more parameter values were invalid: Neither ReadCapacityUnits nor WriteCapacityUnits can be specified "
                    + "for index: byGk when BillingMode is PAY_PER_REQUEST", () -> ddb.updateTable(r -> r.tableName(t)
                    .globalSecondaryIndexUpdates(u -> u.update(x -> x.indexName("byGk").provisionedThroughput(throughput(1, 1))))));
            assertThat(ddb.describeTable(r -> r.tableName(createTable("pk", null))).table().onDemandThroughput()).isNull();
        }

        @Test
        void standardClassOnATableWithoutOneIsANoOp() {
            // ack-api-quirks dynamodb 2026-10-09, recorded against AWS (DDB-TABLE-177, -365): the answer says UPDATING,
            // but no TableClassSummary appears
            String t = createTable("pk", null);
            TableDescription d = ddb.updateTable(r -> r.tableName(t).tableClass("STANDARD")).tableDescription();
            assertThat(d.tableStatusAsString()).isEqualTo("UPDATING");
            assertThat(d.tableClassSummary()).isNull();
            assertThat(ddb.describeTable(r -> r.tableName(t)).table().tableClassSummary()).isNull();
        }

        @Test
        void serverSideEncryption() {
            // ack-api-quirks dynamodb 2026-10-09, recorded against AWS (DDB-TABLE-018, -036, -065, -079, -082, -140, -371):
            // the AWS owned key is no SSEDescription; a change answers with the table ACTIVE and the old key UPDATING
            String t = createTable("pk", null);
            String byDefault = "One or more parameter values were invalid: Table is already encrypted by default";
            expectValidation(byDefault, () -> ddb.updateTable(r -> r.tableName(t).sseSpecification(s -> s.enabled(false))));
            expectValidation(byDefault, () -> ddb.updateTable(r -> r.tableName(t).sseSpecification(s -> { })));
            expectValidation("One or more parameter values were invalid: SSEType can not be specified if Enabled is false",
                    () -> ddb.updateTable(r -> r.tableName(t).sseSpecification(s -> s.enabled(false).sseType("KMS"))));
            TableDescription d = ddb.updateTable(r -> r.tableName(t).sseSpecification(s -> s.enabled(true))).tableDescription();
            assertThat(d.tableStatusAsString()).isEqualTo("ACTIVE");
            assertThat(d.sseDescription().statusAsString()).isEqualTo("UPDATING");
            assertThat(d.sseDescription().kmsMasterKeyArn()).isNull();
            var managed = ddb.describeTable(r -> r.tableName(t)).table().sseDescription();
            assertThat(managed.statusAsString()).isEqualTo("ENABLED");
            assertThat(managed.sseTypeAsString()).isEqualTo("KMS");
            assertThat(managed.kmsMasterKeyArn()).startsWith("arn:aws:kms:us-east-1:000000000000:key/");
            expectValidation("One or more parameter values were invalid: Table is already encrypted with given KMSMasterKeyId. "
                    + "Use KMSMasterKeyId parameter if you want to change Master Key", () -> ddb.updateTable(r -> r.tableName(t)
                    .sseSpecification(s -> s.enabled(true).sseType("KMS").kmsMasterKeyId(managed.kmsMasterKeyArn()))));
            String key = "arn:aws:kms:us-east-1:000000000000:key/8963cda5-0fac-4af1-8635-0af67d16fe14";
            d = ddb.updateTable(r -> r.tableName(t).sseSpecification(s -> s.enabled(true).sseType("KMS").kmsMasterKeyId(key))).tableDescription();
            assertThat(d.tableStatusAsString()).isEqualTo("ACTIVE");
            assertThat(d.sseDescription().statusAsString()).isEqualTo("UPDATING");
            assertThat(d.sseDescription().kmsMasterKeyArn()).isEqualTo(managed.kmsMasterKeyArn());
            assertThat(ddb.describeTable(r -> r.tableName(t)).table().sseDescription().kmsMasterKeyArn()).isEqualTo(key);
            d = ddb.updateTable(r -> r.tableName(t).sseSpecification(s -> s.enabled(false))).tableDescription();
            assertThat(d.sseDescription().statusAsString()).isEqualTo("UPDATING");
            assertThat(d.sseDescription().kmsMasterKeyArn()).isEqualTo(key);
            assertThat(ddb.describeTable(r -> r.tableName(t)).table().sseDescription()).isNull();
        }

        @Test
        void warmThroughputIsAlwaysShownAndNeverLowered() {
            // ack-api-quirks dynamodb 2026-10-09, recorded against AWS (DDB-TABLE-032, DDB-TABLE-039, DDB-TABLE-049,
            // DDB-TABLE-179): an on-demand table and its GSIs are warm for 12,000 reads / 4,000 writes, a unit left out
            // keeps its value, an equal unit is accepted, a lower one is refused.
            TableDescription plain = ddb.describeTable(r -> r.tableName(createTableWithGsi())).table();
            assertWarm(plain.warmThroughput(), 12000, 4000, "ACTIVE");
            assertWarm(plain.globalSecondaryIndexes().get(0).warmThroughput(), 12000, 4000, "ACTIVE");
            String t = createTable("pk", "S", null, null, b -> b.warmThroughput(w -> w.readUnitsPerSecond(12240L)));
            assertWarm(ddb.describeTable(r -> r.tableName(t)).table().warmThroughput(), 12240, 4000, "ACTIVE");
            ddb.updateTable(r -> r.tableName(t).warmThroughput(w -> w.writeUnitsPerSecond(4080L)));
            ddb.updateTable(r -> r.tableName(t).warmThroughput(w -> w.readUnitsPerSecond(12240L).writeUnitsPerSecond(4080L)));
            assertWarm(ddb.describeTable(r -> r.tableName(t)).table().warmThroughput(), 12240, 4080, "ACTIVE");
            String lower = "One or more parameter values were invalid: Requested %s for WarmThroughput for table is lower "
                    + "than current WarmThroughput, decreasing WarmThroughput is not supported";
            expectValidation(lower.formatted("ReadUnitsPerSecond"),
                    () -> ddb.updateTable(r -> r.tableName(t).warmThroughput(w -> w.readUnitsPerSecond(12120L))));
            expectValidation(lower.formatted("WriteUnitsPerSecond"),
                    () -> ddb.updateTable(r -> r.tableName(t).warmThroughput(w -> w.readUnitsPerSecond(12240L).writeUnitsPerSecond(1L))));
            expectValidation("One or more parameter values were invalid: Requested WriteUnitsPerSecond for WarmThroughput for "
                            + "table is lower than initial throughput for OnDemand. See: https://docs.aws.amazon.com/amazondynamodb/"
                            + "latest/developerguide/on-demand-capacity-mode.html#on-demand-capacity-mode-initial",
                    () -> createTable("pk", "S", null, null, b -> b.warmThroughput(w -> w.writeUnitsPerSecond(3999L))));
        }

        @Test
        void provisionedWarmThroughputIsTheHighestCapacityEverProvisioned() {
            // ack-api-quirks dynamodb 2026-10-09, recorded against AWS (DDB-TABLE-032, DDB-TABLE-039, DDB-TABLE-059,
            // DDB-TABLE-061): a provisioned table is warm for the most it was ever provisioned, and for the on-demand
            // baseline once it went on demand, also after it went back.
            String t = createTable("pk", "S", null, null, b -> b.billingMode(BillingMode.PROVISIONED)
                    .provisionedThroughput(p -> p.readCapacityUnits(1L).writeCapacityUnits(1L)));
            assertWarm(ddb.describeTable(r -> r.tableName(t)).table().warmThroughput(), 1, 1, "ACTIVE");
            ddb.updateTable(r -> r.tableName(t).provisionedThroughput(p -> p.readCapacityUnits(3L).writeCapacityUnits(3L)));
            ddb.updateTable(r -> r.tableName(t).provisionedThroughput(p -> p.readCapacityUnits(1L).writeCapacityUnits(1L)));
            assertWarm(ddb.describeTable(r -> r.tableName(t)).table().warmThroughput(), 3, 3, "ACTIVE");
            expectValidation("One or more parameter values were invalid: Requested ReadUnitsPerSecond for WarmThroughput for "
                            + "table is lower than current WarmThroughput, decreasing WarmThroughput is not supported",
                    () -> ddb.updateTable(r -> r.tableName(t).warmThroughput(w -> w.readUnitsPerSecond(1L).writeUnitsPerSecond(1L))));
            ddb.updateTable(r -> r.tableName(t).warmThroughput(w -> w.readUnitsPerSecond(50L).writeUnitsPerSecond(50L)));
            assertWarm(ddb.describeTable(r -> r.tableName(t)).table().warmThroughput(), 50, 50, "ACTIVE");
            ddb.updateTable(r -> r.tableName(t).billingMode(BillingMode.PAY_PER_REQUEST));
            assertWarm(ddb.describeTable(r -> r.tableName(t)).table().warmThroughput(), 12000, 4000, "ACTIVE");
            ddb.updateTable(r -> r.tableName(t).billingMode(BillingMode.PROVISIONED)
                    .provisionedThroughput(p -> p.readCapacityUnits(1L).writeCapacityUnits(1L)));
            assertWarm(ddb.describeTable(r -> r.tableName(t)).table().warmThroughput(), 12000, 4000, "ACTIVE");
            expectValidation("One or more parameter values were invalid: Requested ReadUnitsPerSecond for WarmThroughput for "
                            + "table is lower than ReadCapacityUnits of ProvisionedThroughput",
                    () -> createTable("pk", "S", null, null, b -> b.billingMode(BillingMode.PROVISIONED)
                            .provisionedThroughput(p -> p.readCapacityUnits(10L).writeCapacityUnits(10L))
                            .warmThroughput(w -> w.readUnitsPerSecond(5L).writeUnitsPerSecond(5L))));
            String warmer = createTable("pk", "S", null, null, b -> b.billingMode(BillingMode.PROVISIONED)
                    .provisionedThroughput(p -> p.readCapacityUnits(10L).writeCapacityUnits(10L))
                    .warmThroughput(w -> w.readUnitsPerSecond(100L).writeUnitsPerSecond(100L)));
            assertWarm(ddb.describeTable(r -> r.tableName(warmer)).table().warmThroughput(), 100, 100, "ACTIVE");
        }

        @Test
        void warmThroughputInTheAnswersOfCreateTableAndUpdateTable() {
            // ack-api-quirks dynamodb 2026-10-09, recorded against AWS (DDB-TABLE-032, DDB-TABLE-033, DDB-TABLE-179):
            // CreateTable's answer shows WarmThroughput only when the request set it, UPDATING; UpdateTable's answer to a
            // raise shows the old values UPDATING (DynamoDB raises it asynchronously); DescribeTable the new ones ACTIVE.
            TableDescription plain = ddb.createTable(b -> b.tableName(uniqueName("t")).billingMode(BillingMode.PAY_PER_REQUEST)
                    .attributeDefinitions(a -> a.attributeName("pk").attributeType("S"))
                    .keySchema(k -> k.attributeName("pk").keyType("HASH"))).tableDescription();
            assertThat(plain.warmThroughput()).isNull();
            String name = uniqueName("t");
            TableDescription created = ddb.createTable(b -> b.tableName(name).billingMode(BillingMode.PAY_PER_REQUEST)
                    .attributeDefinitions(a -> a.attributeName("pk").attributeType("S"))
                    .keySchema(k -> k.attributeName("pk").keyType("HASH"))
                    .warmThroughput(w -> w.readUnitsPerSecond(12240L).writeUnitsPerSecond(4080L))).tableDescription();
            assertWarm(created.warmThroughput(), 12240, 4080, "UPDATING");
            TableDescription updated = ddb.updateTable(r -> r.tableName(name)
                    .warmThroughput(w -> w.readUnitsPerSecond(12480L))).tableDescription();
            assertThat(updated.tableStatusAsString()).isEqualTo("ACTIVE");
            assertWarm(updated.warmThroughput(), 12240, 4080, "UPDATING");
            assertWarm(ddb.describeTable(r -> r.tableName(name)).table().warmThroughput(), 12480, 4080, "ACTIVE");
        }

        @Test
        void gsiWarmThroughputIsRaisedAloneAndNeverLowered() {
            // ack-api-quirks dynamodb 2026-10-09, recorded against AWS (DDB-TABLE-155): an on-demand table's GSI takes an
            // Update of WarmThroughput alone; the answer shows the old values UPDATING with the index ACTIVE; a unit left
            // out keeps its value; a lower unit is refused naming the index.
            String t = createTableWithGsi();
            TableDescription answer = ddb.updateTable(r -> r.tableName(t).globalSecondaryIndexUpdates(u -> u.update(g -> g
                    .indexName("byGk").warmThroughput(w -> w.readUnitsPerSecond(12001L).writeUnitsPerSecond(4001L))))).tableDescription();
            assertThat(answer.globalSecondaryIndexes().get(0).indexStatusAsString()).isEqualTo("ACTIVE");
            assertWarm(answer.globalSecondaryIndexes().get(0).warmThroughput(), 12000, 4000, "UPDATING");
            ddb.updateTable(r -> r.tableName(t).globalSecondaryIndexUpdates(u -> u.update(g -> g
                    .indexName("byGk").warmThroughput(w -> w.readUnitsPerSecond(12002L)))));
            assertWarm(ddb.describeTable(r -> r.tableName(t)).table().globalSecondaryIndexes().get(0).warmThroughput(),
                    12002, 4001, "ACTIVE");
            expectValidation("One or more parameter values were invalid: Requested ReadUnitsPerSecond for WarmThroughput for "
                            + "index byGk is lower than current WarmThroughput, decreasing WarmThroughput is not supported",
                    () -> ddb.updateTable(r -> r.tableName(t).globalSecondaryIndexUpdates(u -> u.update(g -> g
                            .indexName("byGk").warmThroughput(w -> w.readUnitsPerSecond(100L).writeUnitsPerSecond(100L))))));
        }

        @Test
        void onDemandThroughputAndBillingModeAreCheckedAsAwsDoes() {
            // ack-api-quirks dynamodb 2026-10-09, recorded against AWS (DDB-TABLE-038, -039, -051, -056, -057, -059):
            // OnDemandThroughput only for an on-demand table, each unit at least 1 (-1, no cap, at UpdateTable), with the
            // table ACTIVE in the answer; BillingMode PROVISIONED needs ProvisionedThroughput; a switch to on demand may
            // not carry ProvisionedThroughput.
            String prov = "One or more parameter values were invalid: MaxReadRequestUnits for OnDemandThroughput cannot be "
                    + "specified when %stable BillingMode is PROVISIONED";
            expectValidation(prov.formatted("") + ".", () -> createTable("pk", "S", null, null, b -> b.billingMode(BillingMode.PROVISIONED)
                    .provisionedThroughput(p -> p.readCapacityUnits(1L).writeCapacityUnits(1L))
                    .onDemandThroughput(o -> o.maxReadRequestUnits(100L).maxWriteRequestUnits(100L))));
            String range = "One or more parameter values were invalid: Requested %s for OnDemandThroughput for table is "
                    + "outside of valid range";
            expectValidation(range.formatted("MaxReadRequestUnits"), () -> createTable("pk", "S", null, null,
                    b -> b.onDemandThroughput(o -> o.maxReadRequestUnits(-1L).maxWriteRequestUnits(-1L))));
            String t = createTable("pk", null);
            TableDescription answer = ddb.updateTable(r -> r.tableName(t)
                    .onDemandThroughput(o -> o.maxReadRequestUnits(1000L).maxWriteRequestUnits(500L))).tableDescription();
            assertThat(answer.tableStatusAsString()).isEqualTo("ACTIVE");
            ddb.updateTable(r -> r.tableName(t).onDemandThroughput(o -> o.maxReadRequestUnits(-1L)));
            expectValidation(range.formatted("MaxWriteRequestUnits"),
                    () -> ddb.updateTable(r -> r.tableName(t).onDemandThroughput(o -> o.maxWriteRequestUnits(0L))));
            String p = createTable("pk", "S", null, null, b -> b.billingMode(BillingMode.PROVISIONED)
                    .provisionedThroughput(x -> x.readCapacityUnits(1L).writeCapacityUnits(1L)));
            expectValidation(prov.formatted("the "),
                    () -> ddb.updateTable(r -> r.tableName(p).onDemandThroughput(o -> o.maxReadRequestUnits(100L))));
            expectValidation("One or more parameter values were invalid: ProvisionedThroughput must be specified when "
                    + "BillingMode is PROVISIONED", () -> ddb.updateTable(r -> r.tableName(p).billingMode(BillingMode.PROVISIONED)));
            expectValidation("One or more parameter values were invalid: ProvisionedThroughput cannot be specified when "
                    + "BillingMode is PAY_PER_REQUEST", () -> ddb.updateTable(r -> r.tableName(p).billingMode(BillingMode.PAY_PER_REQUEST)
                    .provisionedThroughput(x -> x.readCapacityUnits(2L).writeCapacityUnits(2L))));
        }

        private static void assertWarm(TableWarmThroughputDescription w, long read, long write, String status) {
            assertThat(w).isNotNull();
            assertThat(List.of(w.readUnitsPerSecond(), w.writeUnitsPerSecond(), w.statusAsString()))
                    .containsExactly(read, write, status);
        }

        private static void assertWarm(GlobalSecondaryIndexWarmThroughputDescription w, long read, long write, String status) {
            assertThat(w).isNotNull();
            assertThat(List.of(w.readUnitsPerSecond(), w.writeUnitsPerSecond(), w.statusAsString()))
                    .containsExactly(read, write, status);
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
