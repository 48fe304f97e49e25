package dev.ddbcourse.engine;

import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndexDescription;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;
import software.amazon.awssdk.services.dynamodb.model.ReturnConsumedCapacity;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * GSIs with multi-attribute keys (DynamoDB, November 2025): up to four HASH and four RANGE attributes, an item
 * indexed only when it has all of them, Query with every partition attribute and the sort attributes left to
 * right. The Query messages are DynamoDB's (recorded against live DynamoDB by the dynamodb-conformance suite).
 */
class MultiAttributeKeyTest extends EngineTest {

    static KeySchemaElement hash(String name) {
        return KeySchemaElement.builder().attributeName(name).keyType(KeyType.HASH).build();
    }

    static KeySchemaElement range(String name) {
        return KeySchemaElement.builder().attributeName(name).keyType(KeyType.RANGE).build();
    }

    static AttributeDefinition def(String name, String type) {
        return AttributeDefinition.builder().attributeName(name).attributeType(type).build();
    }

    /** Table on pk with GSI "matches": HASH tournament, area; RANGE round (S), seq (N), player (S). */
    static String matchesTable() {
        return createTable("pk", "S", null, null, b -> b
                .attributeDefinitions(def("pk", "S"), def("tournament", "S"), def("area", "S"), def("round", "S"),
                        def("seq", "N"), def("player", "S"))
                .globalSecondaryIndexes(GlobalSecondaryIndex.builder().indexName("matches")
                        .keySchema(hash("tournament"), hash("area"), range("round"), range("seq"), range("player"))
                        .projection(p -> p.projectionType("ALL")).build()));
    }

    static void match(String table, String pk, String tournament, String area, String round, String seq, String player) {
        Map<String, AttributeValue> item = new LinkedHashMap<>();
        item.put("pk", s(pk));
        if (tournament != null) item.put("tournament", s(tournament));
        if (area != null) item.put("area", s(area));
        if (round != null) item.put("round", s(round));
        if (seq != null) item.put("seq", n(seq));
        if (player != null) item.put("player", s(player));
        ddb.putItem(r -> r.tableName(table).item(item));
    }

    /** Eight matches in WINTER/EU (one lacks its player, so it is not indexed), one in WINTER/NA. */
    static String seeded() {
        String t = matchesTable();
        match(t, "m1", "WINTER", "EU", "final", "1", "ada");
        match(t, "m2", "WINTER", "EU", "semi", "2", "bob");
        match(t, "m3", "WINTER", "EU", "semi", "10", "cy");
        match(t, "m4", "WINTER", "EU", "semi", "10", "al");
        match(t, "m5", "WINTER", "EU", "quarter", "3", "dee");
        match(t, "m6", "WINTER", "EU", "semi", "2", null);
        match(t, "m7", "WINTER", "NA", "semi", "1", "eve");
        match(t, "m8", "WINTER", "EU", "semi", "9", "bea");
        return t;
    }

    static final Map<String, AttributeValue> VALUES = Map.of(
            ":t", s("WINTER"), ":r", s("EU"), ":round", s("semi"), ":q", s("quarter"),
            ":two", n("2"), ":nine", n("9"), ":ten", n("10"), ":a", s("a"), ":b", s("b"));

    static QueryResponse query(String table, String keyCondition, Consumer<QueryRequest.Builder> extra) {
        Map<String, AttributeValue> used = new LinkedHashMap<>();
        VALUES.forEach((k, v) -> {
            if (keyCondition.matches(".*" + k + "\\b.*")) used.put(k, v);
        });
        QueryRequest.Builder b = QueryRequest.builder().tableName(table).indexName("matches")
                .keyConditionExpression(keyCondition).expressionAttributeValues(used);
        if (extra != null) extra.accept(b);
        return ddb.query(b.build());
    }

    static List<String> pks(String table, String keyCondition) {
        return pks(query(table, keyCondition, null));
    }

    static List<String> pks(QueryResponse r) {
        List<String> out = new ArrayList<>();
        r.items().forEach(i -> out.add(i.get("pk").s()));
        return out;
    }

    @Nested
    class CreateAndDescribe {
        @Test
        void fourHashAndFourRangeAttributesAreDescribedInSchemaOrder() {
            String t = createTable("pk", "S", null, null, b -> b
                    .attributeDefinitions(def("pk", "S"), def("h1", "S"), def("h2", "N"), def("h3", "B"), def("h4", "S"),
                            def("r1", "S"), def("r2", "N"), def("r3", "B"), def("r4", "S"))
                    .globalSecondaryIndexes(GlobalSecondaryIndex.builder().indexName("wide")
                            .keySchema(hash("h1"), hash("h2"), hash("h3"), hash("h4"), range("r1"), range("r2"), range("r3"), range("r4"))
                            .projection(p -> p.projectionType("KEYS_ONLY")).build()));
            GlobalSecondaryIndexDescription gsi = ddb.describeTable(r -> r.tableName(t)).table().globalSecondaryIndexes().get(0);
            assertThat(gsi.keySchema()).extracting(k -> k.attributeName() + ":" + k.keyTypeAsString())
                    .containsExactly("h1:HASH", "h2:HASH", "h3:HASH", "h4:HASH", "r1:RANGE", "r2:RANGE", "r3:RANGE", "r4:RANGE");
        }

        private void refused(String message, KeySchemaElement... keys) {
            expectValidation(message, () -> ddb.createTable(CreateTableRequest.builder().tableName(uniqueName("bad"))
                    .billingMode("PAY_PER_REQUEST")
                    .attributeDefinitions(def("pk", "S"), def("a", "S"), def("b", "S"), def("c", "S"), def("d", "S"), def("e", "S"))
                    .keySchema(hash("pk"))
                    .globalSecondaryIndexes(GlobalSecondaryIndex.builder().indexName("gsi").keySchema(keys)
                            .projection(p -> p.projectionType("ALL")).build()).build()));
        }

        @Test
        void moreThanFourHashOrRangeAttributesAreRefused() {
            refused("Invalid KeySchema: A global secondary index can have at most 4 HASH key attributes",
                    hash("a"), hash("b"), hash("c"), hash("d"), hash("e"));
            refused("Invalid KeySchema: A global secondary index can have at most 4 RANGE key attributes",
                    hash("pk"), range("a"), range("b"), range("c"), range("d"), range("e"));
        }

        @Test
        void hashAttributesComeFirstAndEachAttributeOnce() {
            refused("Invalid KeySchema: The first KeySchemaElement is not a HASH key type", range("a"), hash("b"), hash("c"));
            refused("Invalid KeySchema: A HASH key attribute follows a RANGE key attribute", hash("a"), range("b"), hash("c"));
            // AWS names the fault a duplicate (Alternator's test_gsi_composite_keys.py, test_gsi_composite_duplicate_attr_rejected).
            refused("Invalid KeySchema: The attribute a is duplicated in the KeySchema", hash("a"), hash("a"));
            refused("Invalid KeySchema: The attribute a is duplicated in the KeySchema", hash("a"), hash("b"), range("a"));
        }

        @Test
        void everyKeyAttributeNeedsADefinition() {
            refused("One or more parameter values were invalid: Some index key attributes are not defined in AttributeDefinitions. "
                    + "Keys: [a, zz, b], AttributeDefinitions: [pk, a, b, c, d, e]", hash("a"), hash("zz"), range("b"));
        }

        @Test
        void tablesAndLocalIndexesKeepOneHashAndOneRangeAttribute() {
            expectValidation("Invalid KeySchema: The second KeySchemaElement is not a RANGE key type",
                    () -> ddb.createTable(CreateTableRequest.builder().tableName(uniqueName("bad")).billingMode("PAY_PER_REQUEST")
                            .attributeDefinitions(def("a", "S"), def("b", "S")).keySchema(hash("a"), hash("b")).build()));
            assertThat(anyError(() -> ddb.createTable(CreateTableRequest.builder().tableName(uniqueName("bad")).billingMode("PAY_PER_REQUEST")
                            .attributeDefinitions(def("a", "S"), def("b", "S"), def("c", "S")).keySchema(hash("a"), range("b"))
                            .localSecondaryIndexes(l -> l.indexName("lsi").keySchema(hash("a"), range("b"), range("c"))
                                    .projection(p -> p.projectionType("ALL"))).build())))
                    .hasMessageContaining("Member must have length less than or equal to 2");
        }

        @Test
        void updateTableAddsAMultiAttributeIndexAndBackfillsOnlyCompleteItems() {
            String t = createTable("pk", "S", null, null, null);
            ddb.putItem(r -> r.tableName(t).item(item("pk", s("1"), "g", s("x"), "h", n("1"), "r", s("a"))));
            ddb.putItem(r -> r.tableName(t).item(item("pk", s("2"), "g", s("x"), "r", s("b"))));
            ddb.updateTable(r -> r.tableName(t).attributeDefinitions(def("pk", "S"), def("g", "S"), def("h", "N"), def("r", "S"))
                    .globalSecondaryIndexUpdates(u -> u.create(c -> c.indexName("added").keySchema(hash("g"), hash("h"), range("r"))
                            .projection(p -> p.projectionType("KEYS_ONLY")))));
            QueryResponse r = ddb.query(q -> q.tableName(t).indexName("added").keyConditionExpression("g = :g AND h = :h")
                    .expressionAttributeValues(Map.of(":g", s("x"), ":h", n("1"))));
            assertThat(pks(r)).containsExactly("1");
            assertThat(ddb.describeTable(d -> d.tableName(t)).table().globalSecondaryIndexes().get(0).itemCount()).isEqualTo(1);
        }
    }

    @Nested
    class Maintenance {
        @Test
        void anItemIsIndexedOnlyWhileItHasEveryKeyAttribute() {
            String t = seeded();
            assertThat(pks(t, "tournament = :t AND area = :r")).doesNotContain("m6").hasSize(6);
            ddb.updateItem(u -> u.tableName(t).key(item("pk", s("m6"))).updateExpression("SET player = :p")
                    .expressionAttributeValues(Map.of(":p", s("zed"))));
            assertThat(pks(t, "tournament = :t AND area = :r")).contains("m6").hasSize(7);
            ddb.updateItem(u -> u.tableName(t).key(item("pk", s("m2"))).updateExpression("REMOVE seq"));
            assertThat(pks(t, "tournament = :t AND area = :r")).doesNotContain("m2").hasSize(6);
            assertThat(ddb.describeTable(d -> d.tableName(t)).table().globalSecondaryIndexes().get(0).itemCount()).isEqualTo(7);
        }

        @Test
        void anIndexKeyAttributeOfTheWrongTypeIsRefused() {
            String t = matchesTable();
            expectValidation("One or more parameter values were invalid: Type mismatch for Index Key seq Expected: N Actual: S IndexName: matches",
                    () -> ddb.putItem(r -> r.tableName(t).item(item("pk", s("x"), "seq", s("1")))));
        }
    }

    @Nested
    class Queries {
        @Test
        void itemsSortByEachSortAttributeInTurnEachByItsType() {
            String t = seeded();
            // round (S) first, then seq (N: 2 < 9 < 10), then player.
            assertThat(pks(t, "tournament = :t AND area = :r")).containsExactly("m1", "m5", "m2", "m8", "m4", "m3");
            assertThat(pks(query(t, "tournament = :t AND area = :r", q -> q.scanIndexForward(false))))
                    .containsExactly("m3", "m4", "m8", "m2", "m5", "m1");
        }

        @Test
        void equalitiesThenOneConditionOnTheNextSortAttribute() {
            String t = seeded();
            assertThat(pks(t, "tournament = :t AND area = :r AND round = :round")).containsExactly("m2", "m8", "m4", "m3");
            assertThat(pks(t, "tournament = :t AND area = :r AND round = :round AND seq = :ten")).containsExactly("m4", "m3");
            assertThat(pks(t, "tournament = :t AND area = :r AND round = :round AND seq < :nine")).containsExactly("m2");
            assertThat(pks(t, "tournament = :t AND area = :r AND round = :round AND seq <= :nine")).containsExactly("m2", "m8");
            assertThat(pks(t, "tournament = :t AND area = :r AND round = :round AND seq > :nine")).containsExactly("m4", "m3");
            assertThat(pks(t, "tournament = :t AND area = :r AND round = :round AND seq >= :nine")).containsExactly("m8", "m4", "m3");
            assertThat(pks(t, "tournament = :t AND area = :r AND round = :round AND seq BETWEEN :two AND :nine"))
                    .containsExactly("m2", "m8");
            assertThat(pks(t, "tournament = :t AND area = :r AND round = :round AND seq = :ten AND begins_with(player, :a)"))
                    .containsExactly("m4");
            assertThat(pks(t, "tournament = :t AND area = :r AND round < :round")).containsExactly("m1", "m5");
            assertThat(pks(t, "tournament = :t AND area = :r AND round >= :q")).containsExactly("m5", "m2", "m8", "m4", "m3");
        }

        @Test
        void theClausesMayBeWrittenInAnyOrder() {
            String t = seeded();
            assertThat(pks(t, "round = :round AND area = :r AND seq = :two AND tournament = :t")).containsExactly("m2");
        }

        @Test
        void everyPartitionAttributeNeedsAnEquality() {
            String t = seeded();
            expectValidation("Query condition missed key schema element: area", () -> pks(t, "tournament = :t"));
            expectValidation("Query key condition not supported", () -> pks(t, "tournament = :t AND area > :r"));
            expectValidation("One or more parameter values were invalid: Condition parameter type does not match schema type",
                    () -> pks(t, "tournament = :t AND area = :r AND round = :two"));
        }

        @Test
        void sortAttributesAreUsedLeftToRightWithEqualitiesBeforeTheLast() {
            String t = seeded();
            expectValidation("RANGE key attributes round must have equality conditions specified in the query because a "
                    + "condition is present on key attribute seq", () -> pks(t, "tournament = :t AND area = :r AND seq = :two"));
            expectValidation("RANGE key attributes seq must have equality conditions specified in the query because a "
                    + "condition is present on key attribute player",
                    () -> pks(t, "tournament = :t AND area = :r AND round = :round AND seq > :two AND player = :a"));
            expectValidation("RANGE key attributes round, seq must have equality conditions specified in the query because a "
                    + "condition is present on key attribute player", () -> pks(t, "tournament = :t AND area = :r AND player = :a"));
        }

        @Test
        void pagesCarryEveryKeyAttributeAndContinueWhereTheyStopped() {
            String t = seeded();
            QueryResponse first = query(t, "tournament = :t AND area = :r AND round = :round", q -> q.limit(2));
            assertThat(pks(first)).containsExactly("m2", "m8");
            assertThat(first.lastEvaluatedKey().keySet()).containsExactlyInAnyOrder("pk", "tournament", "area", "round", "seq", "player");
            QueryResponse second = query(t, "tournament = :t AND area = :r AND round = :round",
                    q -> q.exclusiveStartKey(first.lastEvaluatedKey()));
            assertThat(pks(second)).containsExactly("m4", "m3");
            expectValidation("The provided starting key does not match the range key predicate",
                    () -> query(t, "tournament = :t AND area = :r AND round = :q", q -> q.exclusiveStartKey(first.lastEvaluatedKey())));
        }

        @Test
        void readsAreChargedToTheIndex() {
            String t = seeded();
            QueryResponse r = query(t, "tournament = :t AND area = :r", q -> q.returnConsumedCapacity(ReturnConsumedCapacity.INDEXES));
            assertThat(r.consumedCapacity().globalSecondaryIndexes()).containsKey("matches");
            assertThat(r.consumedCapacity().globalSecondaryIndexes().get("matches").capacityUnits()).isEqualTo(0.5);
        }

        @Test
        void scanAndParallelScanReadEveryIndexedItem() {
            String t = seeded();
            assertThat(ddb.scan(s -> s.tableName(t).indexName("matches")).count()).isEqualTo(7);
            int total = 0;
            for (int seg = 0; seg < 3; seg++) {
                int segment = seg;
                total += ddb.scan(s -> s.tableName(t).indexName("matches").segment(segment).totalSegments(3)).count();
            }
            assertThat(total).isEqualTo(7);
        }

        /**
         * The legacy KeyConditions cannot query a multi-attribute key (Alternator's test_gsi_composite_keys.py,
         * test_gsi_composite_keyconditions_blocked); a single-attribute index still takes them.
         */
        @Test
        void legacyKeyConditionsAreRefused() {
            String t = seeded();
            expectValidation("KeyConditions cannot be used on indexes with multi-attribute HASH keys or multi-attribute RANGE keys.",
                    () -> ddb.query(r -> r.tableName(t).indexName("matches").keyConditions(Map.of(
                            "tournament", software.amazon.awssdk.services.dynamodb.model.Condition.builder()
                                    .comparisonOperator("EQ").attributeValueList(s("WINTER")).build(),
                            "area", software.amazon.awssdk.services.dynamodb.model.Condition.builder()
                                    .comparisonOperator("EQ").attributeValueList(s("EU")).build()))));
            assertThat(ddb.query(r -> r.tableName(t).keyConditions(Map.of("pk", software.amazon.awssdk.services.dynamodb.model
                    .Condition.builder().comparisonOperator("EQ").attributeValueList(s("m1")).build()))).count()).isEqualTo(1);
        }

        @Test
        void partiqlRefusesTheIndex() {
            String t = seeded();
            expectValidation("PartiQL statements cannot be executed on tables with multi-attribute HASH keys or multi-attribute RANGE keys.",
                    () -> ddb.executeStatement(e -> e.statement("SELECT * FROM \"" + t + "\".\"matches\" WHERE tournament = 'WINTER'")));
            assertThat(ddb.executeStatement(e -> e.statement("SELECT * FROM \"" + t + "\" WHERE pk = 'm1'")).items()).hasSize(1);
        }

        @Test
        void partiqlRefusesTheIndexAheadOfAProjectionThatIsNoPath() {
            // paritysuite/dynamodb-conformance tests/tier3/error-messages/partiqlMultiAttributeIndex.test.ts (against AWS):
            // the refusal comes ahead of COUNT(*); partiqlFunctions.test.ts: a function projected is refused in its place.
            String t = seeded();
            expectValidation("PartiQL statements cannot be executed on tables with multi-attribute HASH keys or multi-attribute RANGE keys.",
                    () -> ddb.executeStatement(e -> e.statement("SELECT COUNT(*) FROM \"" + t + "\".\"matches\"")));
            expectValidation("Unexpected path component at 1:12:16",
                    () -> ddb.executeStatement(e -> e.statement("SELECT pk, attribute_exists(pk) FROM \"" + t + "\" WHERE pk = 'm1'")));
        }
    }
}
