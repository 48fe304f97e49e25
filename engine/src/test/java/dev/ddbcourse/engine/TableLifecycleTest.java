package dev.ddbcourse.engine;

import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.DescribeLimitsResponse;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;
import software.amazon.awssdk.services.dynamodb.model.ListTablesResponse;
import software.amazon.awssdk.services.dynamodb.model.ResourceNotFoundException;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;
import software.amazon.awssdk.services.dynamodb.model.Tag;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

/** DescribeTable, ListTables, DeleteTable and the tagging operations. */
class TableLifecycleTest extends EngineTest {

    @Nested
    class Validations {
        @Test
        void describeMissingTable() {
            expectError(ResourceNotFoundException.class, "Requested resource not found: Table: nope not found",
                    () -> ddb.describeTable(r -> r.tableName("nope")));
        }

        @Test
        void deleteMissingTable() {
            expectError(ResourceNotFoundException.class, "Requested resource not found: Table: nope not found",
                    () -> ddb.deleteTable(r -> r.tableName("nope")));
        }

        // AWS's text (nubo-db/dynoxide#46 quotes it as AWS's exact message; paritysuite tests/tier1/updateTable/config.test.ts)
        @Test
        void deleteProtectedTable() {
            String t = createTable("pk", "S", null, null, b -> b.deletionProtectionEnabled(true));
            expectValidation("Resource cannot be deleted as it is currently protected against deletion. Disable deletion "
                    + "protection first.", () -> ddb.deleteTable(r -> r.tableName(t)));
            ddb.updateTable(r -> r.tableName(t).deletionProtectionEnabled(false));
            ddb.deleteTable(r -> r.tableName(t));
        }

        @Test
        void listTablesLimit() {
            expectValidation("1 validation error detected: Value '101' at 'limit' failed to satisfy constraint: "
                    + "Member must have value less than or equal to 100", () -> ddb.listTables(r -> r.limit(101)));
        }

        @Test
        void tagMissingTable() {
            String arn = "arn:aws:dynamodb:us-east-1:000000000000:table/nope";
            expectError(ResourceNotFoundException.class, "Requested resource not found: ResourcArn: " + arn + " not found",
                    () -> ddb.listTagsOfResource(r -> r.resourceArn(arn)));
        }

        @Test
        void tagWithoutTags() {
            String t = createTable("pk", null);
            String arn = ddb.describeTable(r -> r.tableName(t)).table().tableArn();
            expectValidation("Atleast one Tag needs to be provided as Input.",
                    () -> ddb.tagResource(r -> r.resourceArn(arn).tags(List.of())));
        }

        /** Alternator's test_tag.py::test_tag_resource_incorrect records AWS: a ResourceArn that is not an ARN. */
        @Test
        void tagArnNotAnArn() {
            String text = "ARNs must start with 'arn:'";
            expectValidation(text, () -> ddb.listTagsOfResource(r -> r.resourceArn("I_do_not_exist")));
            expectValidation(text, () -> ddb.tagResource(r -> r.resourceArn("I_do_not_exist").tags(tag("7", "8"))));
            expectValidation(text, () -> ddb.untagResource(r -> r.resourceArn("a:b:c:d:e:f/g").tagKeys("k")));
        }

        /**
         * A table ARN of another account is denied, one of another region is invalid, whether or not such a table
         * exists (ExtendDB/extenddb#227, verified against DynamoDB).
         */
        @Test
        void tagArnOfAnotherAccountOrRegion() {
            String t = createTable("pk", null);
            String otherAccount = "arn:aws:dynamodb:us-east-1:123456789012:table/" + t;
            DynamoDbException e = catchThrowableOfType(DynamoDbException.class,
                    () -> ddb.listTagsOfResource(r -> r.resourceArn(otherAccount)));
            assertThat(e).isNotNull();
            assertThat(e.awsErrorDetails().errorCode()).isEqualTo("AccessDeniedException");
            assertThat(e.awsErrorDetails().errorMessage()).isEqualTo("User: arn:aws:iam::000000000000:root is not authorized"
                    + " to perform: dynamodb:ListTagsOfResource on resource: " + otherAccount);
            String otherRegion = "arn:aws:dynamodb:eu-west-1:000000000000:table/" + t;
            expectValidation("Invalid TableArn: Invalid ResourceArn provided as input " + otherRegion,
                    () -> ddb.tagResource(r -> r.resourceArn(otherRegion).tags(tag("k", "v"))));
        }

        /** Alternator's test_tag.py::test_tag_lsi_gsi records AWS: an index's ARN is not a taggable resource. */
        @Test
        void tagIndexArn() {
            String t = createTable("pk", null);
            String arn = ddb.describeTable(r -> r.tableName(t)).table().tableArn() + "/index/gsi";
            String text = "One or more parameter values were invalid: Invalid resource arn provided, only table or stream is"
                    + " accepted. Provided resource arn: " + arn;
            expectValidation(text, () -> ddb.listTagsOfResource(r -> r.resourceArn(arn)));
            expectValidation(text, () -> ddb.tagResource(r -> r.resourceArn(arn).tags(tag("hi", "hello"))));
            expectValidation(text, () -> ddb.untagResource(r -> r.resourceArn(arn).tagKeys("hi")));
        }

        /**
         * The tagging rules in AWS's words (ack-api-quirks dynamodb 2026-10-09, recorded against AWS: DDB-TABLE-105, -106,
         * -107, -108, -110, -372, -457): characters, lengths, the aws: prefix in any case, duplicates, 50 tags after the merge.
         */
        @Test
        void tagRestrictions() {
            String t = createTable("pk", null);
            String arn = ddb.describeTable(r -> r.tableName(t)).table().tableArn();
            expectValidation("The Tag Key provided is invalid, Key: a#b", () -> ddb.tagResource(r -> r.resourceArn(arn).tags(tag("a#b", "v"))));
            expectValidation("The Tag Value provided is invalid, Value: <>", () -> ddb.tagResource(r -> r.resourceArn(arn).tags(tag("k", "<>"))));
            expectValidation("The Tag Value provided is invalid, Value: 100%", () -> ddb.tagResource(r -> r.resourceArn(arn).tags(tag("k", "100%"))));
            expectValidation("Tag Key cannot be prefixed with aws:, Key: aws:team",
                    () -> ddb.tagResource(r -> r.resourceArn(arn).tags(tag("aws:team", "v"))));
            expectValidation("Tag Key cannot be prefixed with aws:, Key: AWS:foo", () -> ddb.tagResource(r -> r.resourceArn(arn).tags(tag("AWS:foo", "v"))));
            expectValidation("Tag Key cannot be prefixed with aws:, Key: aws:foo", () -> ddb.untagResource(r -> r.resourceArn(arn).tagKeys("aws:foo")));
            String longKey = "k".repeat(129);
            expectValidation("The Tag Key provided is invalid, Key: " + longKey,
                    () -> ddb.tagResource(r -> r.resourceArn(arn).tags(tag("good", "v"), tag(longKey, "v"))));
            expectValidation("The Tag Key provided is invalid, Key: " + longKey, () -> ddb.untagResource(r -> r.resourceArn(arn).tagKeys(longKey)));
            expectValidation("The Tag Key provided is invalid, Key: ", () -> ddb.untagResource(r -> r.resourceArn(arn).tagKeys("")));
            expectValidation("The Tag Value provided is invalid, Value: " + "v".repeat(257),
                    () -> ddb.tagResource(r -> r.resourceArn(arn).tags(tag("k", "v".repeat(257)))));
            expectValidation("The Tag Value provided is invalid, Value: null",
                    () -> ddb.tagResource(r -> r.resourceArn(arn).tags(Tag.builder().key("k").build())));
            expectValidation("The Tag Key provided is invalid, Key: null",
                    () -> ddb.tagResource(r -> r.resourceArn(arn).tags(Tag.builder().value("v").build())));
            expectValidation("Duplicate Tag Keys provided as input: Duplicate Tag Key found dup",
                    () -> ddb.tagResource(r -> r.resourceArn(arn).tags(tag("dup", "1"), tag("dup", "2"))));
            assertThat(ddb.listTagsOfResource(r -> r.resourceArn(arn)).tags()).isEmpty(); // all or nothing
            expectError(ResourceNotFoundException.class, "Requested resource not found",
                    () -> ddb.untagResource(r -> r.resourceArn(arn + "-gone").tagKeys("k")));
            ddb.tagResource(r -> r.resourceArn(arn).tags(tag("Ünïcode key 7", "a+b-c=d.e_f:g/h@i"), tag("empty", ""), tag("myaws:x", "v")));
            ddb.tagResource(r -> r.resourceArn(arn).tags(tags(0, 47)));
            String tooMany = "Number of Tags exceed the current limit for the provided ResourceArn";
            expectValidation(tooMany, () -> ddb.tagResource(r -> r.resourceArn(arn).tags(tags(40, 50))));
            assertThat(ddb.listTagsOfResource(r -> r.resourceArn(arn)).tags()).hasSize(50);
            ddb.tagResource(r -> r.resourceArn(arn).tags(tag("k0", "replaced")));   // a key already there adds none
            expectValidation(tooMany, () -> ddb.untagResource(r -> r.resourceArn(arn)
                    .tagKeys(java.util.stream.IntStream.range(0, 51).mapToObj(i -> "k" + i).toList())));
            expectValidation(tooMany, () -> createTable("pk", "S", null, null, b -> b.tags(tags(0, 51))));
            expectValidation("Tag Key cannot be prefixed with aws:, Key: aws:x", () -> createTable("pk", "S", null, null, b -> b.tags(tag("aws:x", "v"))));
            createTable("pk", "S", null, null, b -> b.tags(List.of()));
        }

        private static Tag tag(String key, String value) {
            return Tag.builder().key(key).value(value).build();
        }

        private static List<Tag> tags(int from, int to) {
            return java.util.stream.IntStream.range(from, to).mapToObj(i -> tag("k" + i, "v" + i)).toList();
        }
    }

    @Nested
    class Functionality {
        /**
         * DescribeLimits answers the account's default capacity limits (the API reference's DescribeLimits example;
         * paritysuite's tier2/account/limits.test.ts, run against AWS, asserts them present and positive).
         */
        @Test
        void describeLimitsAnswersTheDefaultQuotas() {
            DescribeLimitsResponse limits = ddb.describeLimits(r -> { });
            assertThat(limits.accountMaxReadCapacityUnits()).isEqualTo(80000L);
            assertThat(limits.accountMaxWriteCapacityUnits()).isEqualTo(80000L);
            assertThat(limits.tableMaxReadCapacityUnits()).isEqualTo(40000L);
            assertThat(limits.tableMaxWriteCapacityUnits()).isEqualTo(40000L);
        }

        @Test
        void describeCountsItemsAndBytes() {
            String t = createTable("pk", null);
            ddb.putItem(r -> r.tableName(t).item(item("pk", s("a"), "v", s("12345"))));
            ddb.putItem(r -> r.tableName(t).item(item("pk", s("b"))));
            TableDescription d = ddb.describeTable(r -> r.tableName(t)).table();
            assertThat(d.itemCount()).isEqualTo(2L);
            assertThat(d.tableSizeBytes()).isEqualTo((2 + 1 + 6) + (2 + 1));
        }

        @Test
        void deleteRemovesTableAndData() {
            String t = createTable("pk", null);
            ddb.putItem(r -> r.tableName(t).item(item("pk", s("a"))));
            TableDescription deleting = ddb.deleteTable(r -> r.tableName(t)).tableDescription();
            assertThat(deleting.tableStatusAsString()).isEqualTo("DELETING");
            assertThat(deleting.tableName()).isEqualTo(t);
            assertThat(deleting.itemCount()).isEqualTo(1L);
            assertThat(deleting.billingModeSummary().billingModeAsString()).isEqualTo("PAY_PER_REQUEST");
            // DynamoDB's DeleteTable answer leaves out the schema and the creation time
            assertThat(deleting.hasKeySchema()).isFalse();
            assertThat(deleting.hasAttributeDefinitions()).isFalse();
            assertThat(deleting.creationDateTime()).isNull();
            // Alternator test_table.py::test_delete_table_description_with_si: nor the index lists
            String indexed = createTableWithGsi();
            assertThat(ddb.describeTable(r -> r.tableName(indexed)).table().hasGlobalSecondaryIndexes()).isTrue();
            assertThat(ddb.deleteTable(r -> r.tableName(indexed)).tableDescription().hasGlobalSecondaryIndexes()).isFalse();
            expectError(ResourceNotFoundException.class, "Requested resource not found",
                    () -> ddb.getItem(r -> r.tableName(t).key(item("pk", s("a")))));
            ddb.waiter().waitUntilTableNotExists(r -> r.tableName(t));
        }

        /** BillingModeSummary for a table that is or was on-demand, with when it last became on-demand; none otherwise. */
        @Test
        void billingModeSummaryPerMode() {
            String onDemand = createTable("pk", null);
            TableDescription d = ddb.describeTable(r -> r.tableName(onDemand)).table();
            assertThat(d.billingModeSummary().billingModeAsString()).isEqualTo("PAY_PER_REQUEST");
            assertThat(d.billingModeSummary().lastUpdateToPayPerRequestDateTime()).isEqualTo(d.creationDateTime());
            ddb.updateTable(r -> r.tableName(onDemand).billingMode("PROVISIONED")
                    .provisionedThroughput(p -> p.readCapacityUnits(2L).writeCapacityUnits(3L)));
            TableDescription switched = ddb.describeTable(r -> r.tableName(onDemand)).table();
            assertThat(switched.billingModeSummary().billingModeAsString()).isEqualTo("PROVISIONED");
            assertThat(switched.billingModeSummary().lastUpdateToPayPerRequestDateTime()).isEqualTo(d.creationDateTime());
            String provisioned = createTable("pk", "S", null, null, b -> b.billingMode("PROVISIONED")
                    .provisionedThroughput(p -> p.readCapacityUnits(1L).writeCapacityUnits(1L)));
            assertThat(ddb.describeTable(r -> r.tableName(provisioned)).table().billingModeSummary()).isNull();
        }

        @Test
        void listTablesPages() {
            for (int i = 0; i < 3; i++) createTable("pk", null);
            List<String> all = ddb.listTables().tableNames();
            assertThat(all).isSorted();
            ListTablesResponse first = ddb.listTables(r -> r.limit(2));
            assertThat(first.tableNames()).containsExactlyElementsOf(all.subList(0, 2));
            assertThat(first.lastEvaluatedTableName()).isEqualTo(all.get(1));
            List<String> paged = new ArrayList<>();
            ddb.listTablesPaginator(r -> r.limit(2)).tableNames().forEach(paged::add);
            assertThat(paged).containsExactlyElementsOf(all);
        }

        @Test
        void tagsAddReplaceRemove() {
            String t = createTable("pk", "S", null, null, b -> b.tags(Tag.builder().key("team").value("a").build()));
            String arn = ddb.describeTable(r -> r.tableName(t)).table().tableArn();
            ddb.tagResource(r -> r.resourceArn(arn).tags(Tag.builder().key("team").value("b").build(),
                    Tag.builder().key("env").value("dev").build()));
            assertThat(ddb.listTagsOfResource(r -> r.resourceArn(arn)).tags()).containsExactly(
                    Tag.builder().key("team").value("b").build(), Tag.builder().key("env").value("dev").build());
            ddb.untagResource(r -> r.resourceArn(arn).tagKeys("team"));
            assertThat(ddb.listTagsOfResource(r -> r.resourceArn(arn)).tags()).extracting(Tag::key).containsExactly("env");
        }
    }
}
