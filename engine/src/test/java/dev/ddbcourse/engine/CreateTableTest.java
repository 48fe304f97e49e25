package dev.ddbcourse.engine;

import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.LocalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.Projection;
import software.amazon.awssdk.services.dynamodb.model.ProjectionType;
import software.amazon.awssdk.services.dynamodb.model.ProvisionedThroughput;
import software.amazon.awssdk.services.dynamodb.model.ResourceInUseException;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;
import software.amazon.awssdk.services.dynamodb.model.SSEDescription;
import software.amazon.awssdk.services.dynamodb.model.SSESpecification;
import software.amazon.awssdk.services.dynamodb.model.TableStatus;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class CreateTableTest extends EngineTest {

    static AttributeDefinition def(String name, String type) {
        return AttributeDefinition.builder().attributeName(name).attributeType(ScalarAttributeType.fromValue(type)).build();
    }

    static KeySchemaElement key(String name, KeyType type) {
        return KeySchemaElement.builder().attributeName(name).keyType(type).build();
    }

    static CreateTableRequest.Builder simple(String name) {
        return CreateTableRequest.builder().tableName(name).attributeDefinitions(def("pk", "S"))
                .keySchema(key("pk", KeyType.HASH)).billingMode(BillingMode.PAY_PER_REQUEST);
    }

    @Nested
    class Validations {
        @Test
        void missingTableName() {
            expectValidation("The parameter 'TableName' is required but was not present in the request",
                    () -> ddb.createTable(simple(null).build()));
        }

        // A request with a key schema or attribute definitions reports a bad table name's constraints, and only them
        // (paritysuite/dynamodb-conformance captures/cross-region-latest.json s_ct_table_short and
        // tests/tier3/validation-ordering/createTable.test.ts, against AWS, 2026); a TableName sent alone gets the
        // older sentence (dynalite test/createTable.js, recorded against AWS).
        @Test
        void shortTableName() {
            expectValidation("1 validation error detected: Value 'ab' at 'tableName' failed to satisfy constraint: "
                            + "Member must have length greater than or equal to 3",
                    () -> ddb.createTable(simple("ab").build()));
            expectValidation("2 validation errors detected: Value '' at 'tableName' failed to satisfy constraint: "
                            + "Member must have length greater than or equal to 3; Value '' at 'tableName' failed to satisfy "
                            + "constraint: Member must satisfy regular expression pattern: [a-zA-Z0-9_.-]+",
                    () -> ddb.createTable(r -> r.tableName("").keySchema(java.util.List.of())
                            .attributeDefinitions(java.util.List.of())));
            expectValidation("TableName must be at least 3 characters long and at most 255 characters long",
                    () -> ddb.createTable(r -> r.tableName("")));
        }

        // The GSIs' errors come before the LSIs', whatever the request's order (paritysuite/dynamodb-conformance
        // tests/tier3/validation-ordering/createTable.test.ts, eu-west-2 and us-east-1).
        @Test
        void indexErrorsGlobalFirst() {
            expectValidation("2 validation errors detected: Value 'g1' at 'globalSecondaryIndexes.1.member.indexName' failed "
                            + "to satisfy constraint: Member must have length greater than or equal to 3; Value 'l1' at "
                            + "'localSecondaryIndexes.1.member.indexName' failed to satisfy constraint: Member must have length "
                            + "greater than or equal to 3",
                    () -> ddb.createTable(r -> r.tableName(uniqueName("t")).billingMode(BillingMode.PAY_PER_REQUEST)
                            .attributeDefinitions(def("pk", "S"), def("sk", "S"))
                            .keySchema(key("pk", KeyType.HASH), key("sk", KeyType.RANGE))
                            .localSecondaryIndexes(l -> l.indexName("l1").keySchema(key("pk", KeyType.HASH), key("lr", KeyType.RANGE))
                                    .projection(p -> p.projectionType(ProjectionType.ALL)))
                            .globalSecondaryIndexes(g -> g.indexName("g1").keySchema(key("gh", KeyType.HASH))
                                    .projection(p -> p.projectionType(ProjectionType.ALL)))));
        }

        @Test
        void badTableNameCharacters() {
            expectValidation("1 validation error detected: Value 'a b c' at 'tableName' failed to satisfy constraint: "
                            + "Member must satisfy regular expression pattern: [a-zA-Z0-9_.-]+",
                    () -> ddb.createTable(simple("a b c").build()));
        }

        @Test
        void provisionedWithoutThroughput() {
            expectValidation("One or more parameter values were invalid: ReadCapacityUnits and WriteCapacityUnits must "
                            + "both be specified when BillingMode is PROVISIONED",
                    () -> ddb.createTable(simple("abc").billingMode(BillingMode.PROVISIONED).build()));
        }

        @Test
        void onDemandWithThroughput() {
            expectValidation("One or more parameter values were invalid: Neither ReadCapacityUnits nor WriteCapacityUnits "
                            + "can be specified when BillingMode is PAY_PER_REQUEST",
                    () -> ddb.createTable(simple("abc").provisionedThroughput(
                            ProvisionedThroughput.builder().readCapacityUnits(1L).writeCapacityUnits(1L).build()).build()));
        }

        @Test
        void zeroThroughput() {
            expectValidation("2 validation errors detected: "
                            + "Value '0' at 'provisionedThroughput.writeCapacityUnits' failed to satisfy constraint: "
                            + "Member must have value greater than or equal to 1; "
                            + "Value '0' at 'provisionedThroughput.readCapacityUnits' failed to satisfy constraint: "
                            + "Member must have value greater than or equal to 1",
                    () -> ddb.createTable(simple("abc").billingMode(BillingMode.PROVISIONED).provisionedThroughput(
                            ProvisionedThroughput.builder().readCapacityUnits(0L).writeCapacityUnits(0L).build()).build()));
        }

        @Test
        void keyNotDefined() {
            expectValidation("One or more parameter values were invalid: Some index key attributes are not defined in "
                            + "AttributeDefinitions. Keys: [pk, sk], AttributeDefinitions: [pk, other]",
                    () -> ddb.createTable(simple("abc").attributeDefinitions(def("pk", "S"), def("other", "S"))
                            .keySchema(key("pk", KeyType.HASH), key("sk", KeyType.RANGE)).build()));
        }

        // A key schema of three elements is shown as AWS's model prints its elements (paritysuite/dynamodb-conformance
        // captures/2026-07-12-validation-and-projection.json c_ct_3keys, eu-west-2).
        @Test
        void moreThanTwoKeyElements() {
            expectValidation("1 validation error detected: Value '[KeySchemaElement(attributeName=pk, keyType=HASH), "
                            + "KeySchemaElement(attributeName=sk, keyType=RANGE), KeySchemaElement(attributeName=extra, "
                            + "keyType=RANGE)]' at 'keySchema' failed to satisfy constraint: Member must have length less than "
                            + "or equal to 2",
                    () -> ddb.createTable(simple("abc").attributeDefinitions(def("pk", "S"), def("sk", "S"), def("extra", "S"))
                            .keySchema(key("pk", KeyType.HASH), key("sk", KeyType.RANGE), key("extra", KeyType.RANGE)).build()));
        }

        @Test
        void firstKeyNotHash() {
            expectValidation("Invalid KeySchema: The first KeySchemaElement is not a HASH key type",
                    () -> ddb.createTable(simple("abc").keySchema(key("pk", KeyType.RANGE)).build()));
        }

        @Test
        void extraAttributeDefinition() {
            expectValidation("One or more parameter values were invalid: Number of attributes in KeySchema does not "
                            + "exactly match number of attributes defined in AttributeDefinitions",
                    () -> ddb.createTable(simple("abc").attributeDefinitions(def("pk", "S"), def("x", "S")).build()));
        }

        @Test
        void attributeDefinedTwice() {
            // Alternator test_table.py::test_create_table_duplicate_attribute_name (text: scylladb issue 13870, from AWS)
            expectValidation("Attribute Name is duplicated: pk",
                    () -> ddb.createTable(simple("abc").attributeDefinitions(def("pk", "S"), def("pk", "N")).build()));
        }

        /** KeySchemaElement's and AttributeDefinition's AttributeName are 1 to 255 characters (API reference). */
        @Test
        void keyAttributeNamesUpTo255Characters() {
            String name = "k".repeat(256);
            expectValidation("2 validation errors detected: Value '" + name + "' at 'attributeDefinitions.1.member.attributeName'"
                    + " failed to satisfy constraint: Member must have length less than or equal to 255; Value '" + name
                    + "' at 'keySchema.1.member.attributeName' failed to satisfy constraint: Member must have length less than or"
                    + " equal to 255", () -> ddb.createTable(CreateTableRequest.builder().tableName("long-key-name")
                    .attributeDefinitions(def(name, "S")).keySchema(key(name, KeyType.HASH)).billingMode(BillingMode.PAY_PER_REQUEST).build()));
            String longest = "k".repeat(255);
            ddb.createTable(CreateTableRequest.builder().tableName("longest-key-name").attributeDefinitions(def(longest, "S"))
                    .keySchema(key(longest, KeyType.HASH)).billingMode(BillingMode.PAY_PER_REQUEST).build());
            assertThat(ddb.describeTable(r -> r.tableName("longest-key-name")).table().keySchema().get(0).attributeName()).isEqualTo(longest);
        }

        @Test
        void badAttributeType() {
            expectValidation("1 validation error detected: Value 'X' at 'attributeDefinitions.1.member.attributeType' "
                            + "failed to satisfy constraint: Member must satisfy enum value set: [B, N, S]",
                    () -> ddb.createTable(simple("abc").attributeDefinitions(
                            AttributeDefinition.builder().attributeName("pk").attributeType("X").build()).build()));
        }

        @Test
        void lsiWithoutTableRangeKey() {
            expectValidation("One or more parameter values were invalid: Table KeySchema does not have a range key, "
                            + "which is required when specifying a LocalSecondaryIndex",
                    () -> ddb.createTable(simple("abc").attributeDefinitions(def("pk", "S"), def("l", "S"))
                            .localSecondaryIndexes(LocalSecondaryIndex.builder().indexName("lsi")
                                    .keySchema(key("pk", KeyType.HASH), key("l", KeyType.RANGE))
                                    .projection(Projection.builder().projectionType(ProjectionType.ALL).build()).build())
                            .build()));
        }

        @Test
        void lsiWithOtherHashKey() {
            expectValidation("One or more parameter values were invalid: Index KeySchema does not have the same leading "
                            + "hash key as table KeySchema for index: lsi. index hash key: l, table hash key: pk",
                    () -> ddb.createTable(simple("abc")
                            .attributeDefinitions(def("pk", "S"), def("sk", "S"), def("l", "S"))
                            .keySchema(key("pk", KeyType.HASH), key("sk", KeyType.RANGE))
                            .localSecondaryIndexes(LocalSecondaryIndex.builder().indexName("lsi")
                                    .keySchema(key("l", KeyType.HASH), key("sk", KeyType.RANGE))
                                    .projection(Projection.builder().projectionType(ProjectionType.ALL).build()).build())
                            .build()));
        }

        @Test
        void nonKeyAttributesWithAllProjection() {
            expectValidation("One or more parameter values were invalid: ProjectionType is ALL, but NonKeyAttributes is specified",
                    () -> createWithGsiProjection(Projection.builder().projectionType(ProjectionType.ALL).nonKeyAttributes("x").build()));
        }

        /** DynamoDB refuses an INCLUDE that names nothing to include (dynalite 4.0.0 accepts it). */
        @Test
        void includeProjectionWithoutNonKeyAttributes() {
            expectValidation("One or more parameter values were invalid: ProjectionType is INCLUDE, but NonKeyAttributes is not specified",
                    () -> createWithGsiProjection(Projection.builder().projectionType(ProjectionType.INCLUDE).build()));
        }

        /** DynamoDB refuses a projection naming one attribute twice (text as AWS answered in guregu/dynamo issue 88). */
        @Test
        void nonKeyAttributeNamedTwice() {
            expectValidation("Cannot have two attributes with the same name",
                    () -> createWithGsiProjection(Projection.builder().projectionType(ProjectionType.INCLUDE)
                            .nonKeyAttributes("x", "y", "x").build()));
        }

        /** API reference, Projection: each NonKeyAttributes name is 1 to 255 characters long. */
        @Test
        void nonKeyAttributeNamesUpTo255Characters() {
            String longest = "n".repeat(255), tooLong = "n".repeat(256);
            String table = uniqueName("nk");
            ddb.createTable(simple(table).attributeDefinitions(def("pk", "S"), def("g", "S"))
                    .globalSecondaryIndexes(GlobalSecondaryIndex.builder().indexName("gsi").keySchema(key("g", KeyType.HASH))
                            .projection(p -> p.projectionType(ProjectionType.INCLUDE).nonKeyAttributes(longest)).build())
                    .build());
            expectValidation("1 validation error detected: Value '[a, " + tooLong + "]' at "
                            + "'globalSecondaryIndexes.1.member.projection.nonKeyAttributes' failed to satisfy constraint: "
                            + "Member must satisfy constraint: [Member must have length less than or equal to 255, "
                            + "Member must have length greater than or equal to 1]",
                    () -> createWithGsiProjection(Projection.builder().projectionType(ProjectionType.INCLUDE)
                            .nonKeyAttributes("a", tooLong).build()));
            expectValidation("1 validation error detected: Value '[]' at "
                            + "'globalSecondaryIndexes.1.member.projection.nonKeyAttributes' failed to satisfy constraint: "
                            + "Member must satisfy constraint: [Member must have length less than or equal to 255, "
                            + "Member must have length greater than or equal to 1]",
                    () -> createWithGsiProjection(Projection.builder().projectionType(ProjectionType.INCLUDE)
                            .nonKeyAttributes("").build()));
        }

        /** API reference, Projection: at most 100 NonKeyAttributes summed over all indexes, a name twice counting twice. */
        @Test
        void atMostOneHundredProjectedAttributesInAllIndexes() {
            String[] twenty = new String[20];
            for (int i = 0; i < 20; i++) twenty[i] = "a" + i;
            Projection include = Projection.builder().projectionType(ProjectionType.INCLUDE).nonKeyAttributes(twenty).build();
            GlobalSecondaryIndex[] gsis = new GlobalSecondaryIndex[6];
            for (int i = 0; i < gsis.length; i++) {
                gsis[i] = GlobalSecondaryIndex.builder().indexName("gsi" + i).keySchema(key("g", KeyType.HASH)).projection(include).build();
            }
            String table = uniqueName("nk");
            CreateTableRequest.Builder five = simple(table).attributeDefinitions(def("pk", "S"), def("g", "S"))
                    .globalSecondaryIndexes(java.util.Arrays.copyOf(gsis, 5));
            expectValidation("One or more parameter values were invalid: Number of projected attributes in all indexes exceeds limit of 100",
                    () -> ddb.createTable(simple("abc").attributeDefinitions(def("pk", "S"), def("g", "S"))
                            .globalSecondaryIndexes(gsis).build()));
            ddb.createTable(five.build()); // exactly 100
            expectValidation("One or more parameter values were invalid: Number of projected attributes in all indexes exceeds limit of 100",
                    () -> ddb.updateTable(b -> b.tableName(table).attributeDefinitions(def("pk", "S"), def("g", "S"))
                            .globalSecondaryIndexUpdates(u -> u.create(c -> c.indexName("one-more").keySchema(key("g", KeyType.HASH))
                                    .projection(p -> p.projectionType(ProjectionType.INCLUDE).nonKeyAttributes("x"))))));
            ddb.updateTable(b -> b.tableName(table).attributeDefinitions(def("pk", "S"), def("g", "S"))
                    .globalSecondaryIndexUpdates(u -> u.create(c -> c.indexName("keys").keySchema(key("g", KeyType.HASH))
                            .projection(p -> p.projectionType(ProjectionType.KEYS_ONLY)))));
        }

        private void createWithGsiProjection(Projection projection) {
            ddb.createTable(simple("abc").attributeDefinitions(def("pk", "S"), def("g", "S"))
                    .globalSecondaryIndexes(GlobalSecondaryIndex.builder().indexName("gsi").keySchema(key("g", KeyType.HASH))
                            .projection(projection).build())
                    .build());
        }

        @Test
        void duplicateIndexName() {
            GlobalSecondaryIndex gsi = GlobalSecondaryIndex.builder().indexName("gsi").keySchema(key("g", KeyType.HASH))
                    .projection(Projection.builder().projectionType(ProjectionType.KEYS_ONLY).build()).build();
            expectValidation("One or more parameter values were invalid: Duplicate index name: gsi",
                    () -> ddb.createTable(simple("abc").attributeDefinitions(def("pk", "S"), def("g", "S"))
                            .globalSecondaryIndexes(gsi, gsi).build()));
        }

        @Test
        void sseSpecificationShapes() {
            // ack-api-quirks dynamodb 2026-10-09, recorded against AWS (DDB-TABLE-031, -036, -457)
            String invalid = "One or more parameter values were invalid: ";
            expectValidation(invalid + "SSEType can not be specified if Enabled is false",
                    () -> ddb.createTable(simple("sse1").sseSpecification(x -> x.enabled(false).sseType("KMS")).build()));
            expectValidation(invalid + "KMSMasterKeyId can not be specified if Enabled is false",
                    () -> ddb.createTable(simple("sse1").sseSpecification(x -> x.enabled(false).kmsMasterKeyId("alias/k")).build()));
            expectValidation(invalid + "SSEType can not be specified if Enabled is false", () -> ddb.createTable(simple("sse1")
                    .sseSpecification(x -> x.enabled(false).sseType("KMS").kmsMasterKeyId("alias/k")).build()));
            expectValidation(invalid + "SSEType can not be specified if Enabled is false",
                    () -> ddb.createTable(simple("sse1").sseSpecification(x -> x.enabled(false).sseType("AES256")).build()));
            expectValidation(invalid + "SSEType AES256 is not supported",
                    () -> ddb.createTable(simple("sse1").sseSpecification(x -> x.enabled(true).sseType("AES256")).build()));
            expectValidation(invalid + "SSEType KMS is required if KMSMasterKeyId is specified",
                    () -> ddb.createTable(simple("sse1").sseSpecification(x -> x.enabled(true).kmsMasterKeyId("alias/aws/dynamodb")).build()));
            expectValidation("1 validation error detected: Value 'kms' at 'sSESpecification.sSEType' failed to satisfy constraint: "
                    + "Member must satisfy enum value set: [AES256, KMS]",
                    () -> ddb.createTable(simple("sse1").sseSpecification(x -> x.enabled(true).sseType("kms")).build()));
            expectValidation("1 validation error detected: Value '' at 'sSESpecification.kMSMasterKeyId' failed to satisfy constraint: "
                    + "Member must have length greater than or equal to 1",
                    () -> ddb.createTable(simple("sse1").sseSpecification(x -> x.enabled(true).sseType("KMS").kmsMasterKeyId("")).build()));
            // DDB-TABLE-035, -457: the view types in the order AWS lists them
            expectValidation("1 validation error detected: Value 'new_image' at 'streamSpecification.streamViewType' failed to satisfy "
                    + "constraint: Member must satisfy enum value set: [OLD_IMAGE, KEYS_ONLY, NEW_AND_OLD_IMAGES, NEW_IMAGE]",
                    () -> ddb.createTable(simple("sse1").streamSpecification(x -> x.streamEnabled(true).streamViewType("new_image")).build()));
        }
    }

    @Nested
    class Functionality {
        @Test
        void encryptionAsCreated() {
            // ack-api-quirks dynamodb 2026-10-09, recorded against AWS (DDB-TABLE-027, -044): no SSEDescription for the AWS
            // owned key ({} and Enabled false too); Enabled true or SSEType KMS alone is the AWS managed key; a key ARN is kept
            for (var spec : List.<java.util.function.Consumer<SSESpecification.Builder>>of(x -> { }, x -> x.enabled(false))) {
                String name = uniqueName("sse");
                ddb.createTable(simple(name).sseSpecification(spec).build());
                assertThat(ddb.describeTable(r -> r.tableName(name)).table().sseDescription()).isNull();
            }
            String managed = null;
            for (var spec : List.<java.util.function.Consumer<SSESpecification.Builder>>of(x -> x.enabled(true), x -> x.sseType("KMS"),
                    x -> x.enabled(true).sseType("KMS").kmsMasterKeyId("alias/aws/dynamodb"))) {
                String name = uniqueName("sse");
                SSEDescription created = ddb.createTable(simple(name).sseSpecification(spec).build()).tableDescription().sseDescription();
                SSEDescription d = ddb.describeTable(r -> r.tableName(name)).table().sseDescription();
                assertThat(created).isEqualTo(d);
                assertThat(d.statusAsString()).isEqualTo("ENABLED");
                assertThat(d.sseTypeAsString()).isEqualTo("KMS");
                if (managed == null) managed = d.kmsMasterKeyArn();
                assertThat(d.kmsMasterKeyArn()).startsWith("arn:aws:kms:us-east-1:000000000000:key/").isEqualTo(managed);
            }
            String key = "arn:aws:kms:us-east-1:000000000000:key/8963cda5-0fac-4af1-8635-0af67d16fe14";
            String name = uniqueName("sse");
            ddb.createTable(simple(name).sseSpecification(x -> x.enabled(true).sseType("KMS").kmsMasterKeyId(key)).build());
            assertThat(ddb.describeTable(r -> r.tableName(name)).table().sseDescription().kmsMasterKeyArn()).isEqualTo(key);
        }

        @Test
        void createsTableWithIndexesUsableAtOnce() {
            String name = uniqueName("create");
            TableDescription d = ddb.createTable(simple(name)
                    .attributeDefinitions(def("pk", "S"), def("sk", "N"), def("g", "S"), def("l", "B"))
                    .keySchema(key("pk", KeyType.HASH), key("sk", KeyType.RANGE))
                    .globalSecondaryIndexes(GlobalSecondaryIndex.builder().indexName("gsi").keySchema(key("g", KeyType.HASH))
                            .projection(Projection.builder().projectionType(ProjectionType.INCLUDE).nonKeyAttributes("a").build()).build())
                    .localSecondaryIndexes(LocalSecondaryIndex.builder().indexName("lsi")
                            .keySchema(key("pk", KeyType.HASH), key("l", KeyType.RANGE))
                            .projection(Projection.builder().projectionType(ProjectionType.KEYS_ONLY).build()).build())
                    .build()).tableDescription();
            assertThat(d.tableStatus()).isEqualTo(TableStatus.CREATING); // as DynamoDB answers; usable at once
            assertThat(d.tableName()).isEqualTo(name);
            assertThat(d.tableArn()).isEqualTo("arn:aws:dynamodb:us-east-1:000000000000:table/" + name);
            assertThat(d.itemCount()).isZero();
            assertThat(d.keySchema()).containsExactly(key("pk", KeyType.HASH), key("sk", KeyType.RANGE));
            assertThat(d.billingModeSummary().billingMode()).isEqualTo(BillingMode.PAY_PER_REQUEST);
            assertThat(d.globalSecondaryIndexes()).singleElement().satisfies(g -> {
                assertThat(g.indexName()).isEqualTo("gsi");
                assertThat(g.indexStatusAsString()).isEqualTo("CREATING");
                assertThat(g.projection().nonKeyAttributes()).containsExactly("a");
            });
            assertThat(d.localSecondaryIndexes()).singleElement()
                    .satisfies(l -> assertThat(l.projection().projectionType()).isEqualTo(ProjectionType.KEYS_ONLY));
            // The SDK waiter sees it at once.
            var waited = ddb.waiter().waitUntilTableExists(r -> r.tableName(name));
            assertThat(waited.attemptsExecuted()).isEqualTo(1);
            assertThat(waited.matched().response().orElseThrow().table().globalSecondaryIndexes().get(0).indexStatusAsString())
                    .isEqualTo("ACTIVE");
        }

        // DeletionProtectionEnabled, SSESpecification and OnDemandThroughput round-trip through DescribeTable, absent when
        // not set (paritysuite/dynamodb-conformance tests/tier1/createTable/config.test.ts, eu-west-2).
        @Test
        void configurationIsKeptAndShown() {
            TableDescription d = ddb.describeTable(r -> r.tableName(ddb.createTable(simple(uniqueName("cfg"))
                    .deletionProtectionEnabled(true).sseSpecification(s -> s.enabled(true))
                    .onDemandThroughput(o -> o.maxReadRequestUnits(10L).maxWriteRequestUnits(5L)).build())
                    .tableDescription().tableName())).table();
            assertThat(d.deletionProtectionEnabled()).isTrue();
            assertThat(d.sseDescription().statusAsString()).isEqualTo("ENABLED");
            assertThat(d.sseDescription().sseTypeAsString()).isEqualTo("KMS");
            assertThat(d.sseDescription().kmsMasterKeyArn()).startsWith("arn:aws:kms:us-east-1:000000000000:key/");
            assertThat(d.onDemandThroughput().maxReadRequestUnits()).isEqualTo(10L);
            assertThat(d.onDemandThroughput().maxWriteRequestUnits()).isEqualTo(5L);
            TableDescription plain = ddb.describeTable(r -> r.tableName(ddb.createTable(simple(uniqueName("cfg"))
                    .sseSpecification(s -> s.enabled(false)).build()).tableDescription().tableName())).table();
            assertThat(plain.deletionProtectionEnabled()).isFalse();
            assertThat(plain.sseDescription()).isNull();
            assertThat(plain.onDemandThroughput()).isNull();
        }

        @Test
        void existingTableIsInUse() {
            String name = uniqueName("dup");
            ddb.createTable(simple(name).build());
            expectError(ResourceInUseException.class, "Table already exists: " + name,
                    () -> ddb.createTable(simple(name).build()));
        }

        @Test
        void provisionedThroughputIsReported() {
            String name = uniqueName("prov");
            TableDescription d = ddb.createTable(simple(name).billingMode(BillingMode.PROVISIONED).provisionedThroughput(
                    ProvisionedThroughput.builder().readCapacityUnits(5L).writeCapacityUnits(7L).build()).build()).tableDescription();
            assertThat(d.provisionedThroughput().readCapacityUnits()).isEqualTo(5L);
            assertThat(d.provisionedThroughput().writeCapacityUnits()).isEqualTo(7L);
            assertThat(d.billingModeSummary()).isNull();
        }
    }
}
