package dev.ddbcourse.engine;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.http.urlconnection.UrlConnectionHttpClient;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;
import software.amazon.awssdk.services.dynamodb.model.ExpiredIteratorException;
import software.amazon.awssdk.services.dynamodb.model.OperationType;
import software.amazon.awssdk.services.dynamodb.model.Record;
import software.amazon.awssdk.services.dynamodb.model.ResourceNotFoundException;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;
import software.amazon.awssdk.services.dynamodb.model.ShardIteratorType;
import software.amazon.awssdk.services.dynamodb.model.StreamDescription;
import software.amazon.awssdk.services.dynamodb.model.StreamStatus;
import software.amazon.awssdk.services.dynamodb.model.StreamViewType;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;
import software.amazon.awssdk.services.dynamodb.model.TrimmedDataAccessException;
import software.amazon.awssdk.services.dynamodb.model.WriteRequest;
import software.amazon.awssdk.services.dynamodb.streams.DynamoDbStreamsClient;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

/** DynamoDB Streams through the stock DynamoDbStreamsClient on the engine's endpoint, on a manual clock. */
class StreamsTest {
    private static final Instant START = Instant.parse("2025-01-01T00:00:00Z");
    private static EmbeddedDynamoDb engine;
    private static DynamoDbClient ddb;
    private static DynamoDbStreamsClient streams;
    private static int tables;

    @BeforeAll
    static void start() {
        engine = EmbeddedDynamoDb.builder().manualClock(START).start();
        ddb = EngineTest.client(engine);
        streams = streamsClient(engine);
    }

    @AfterAll
    static void stop() {
        streams.close();
        ddb.close();
        engine.close();
    }

    static DynamoDbStreamsClient streamsClient(EmbeddedDynamoDb engine) {
        return DynamoDbStreamsClient.builder().endpointOverride(engine.endpoint()).region(Region.US_EAST_1)
                .credentialsProvider(StaticCredentialsProvider.create(AwsBasicCredentials.create("any", "thing")))
                .httpClient(UrlConnectionHttpClient.create())
                .overrideConfiguration(c -> c.retryStrategy(r -> r.maxAttempts(1))).build();
    }

    /** A table keyed on pk with a stream of this view type (null: no stream). */
    static String table(DynamoDbClient ddb, String viewType) {
        String name = "streams-" + (++tables);
        ddb.createTable(b -> {
            b.tableName(name).billingMode("PAY_PER_REQUEST")
                    .attributeDefinitions(a -> a.attributeName("pk").attributeType(ScalarAttributeType.S))
                    .keySchema(k -> k.attributeName("pk").keyType("HASH"));
            if (viewType != null) b.streamSpecification(s -> s.streamEnabled(true).streamViewType(viewType));
        });
        return name;
    }

    static String streamArn(String table) {
        return ddb.describeTable(b -> b.tableName(table)).table().latestStreamArn();
    }

    static String shardId(String arn) {
        return streams.describeStream(b -> b.streamArn(arn)).streamDescription().shards().get(0).shardId();
    }

    static String iterator(String arn, ShardIteratorType type, String sequenceNumber) {
        return streams.getShardIterator(b -> b.streamArn(arn).shardId(shardId(arn)).shardIteratorType(type)
                .sequenceNumber(sequenceNumber)).shardIterator();
    }

    /** Every record from the trim horizon, read 2 at a time. */
    static List<Record> all(String arn) {
        List<Record> out = new ArrayList<>();
        String it = iterator(arn, ShardIteratorType.TRIM_HORIZON, null);
        while (it != null) {
            String current = it;
            var page = streams.getRecords(b -> b.shardIterator(current).limit(2));
            if (page.records().isEmpty()) break;
            out.addAll(page.records());
            it = page.nextShardIterator();
        }
        return out;
    }

    private static AttributeValue s(String v) { return AttributeValue.fromS(v); }

    private static AttributeValue n(long v) { return AttributeValue.fromN(Long.toString(v)); }

    @Test
    void describeTableShowsTheStream() {
        String t = table(ddb, "NEW_AND_OLD_IMAGES");
        TableDescription d = ddb.describeTable(b -> b.tableName(t)).table();
        assertThat(d.streamSpecification().streamEnabled()).isTrue();
        assertThat(d.streamSpecification().streamViewType()).isEqualTo(StreamViewType.NEW_AND_OLD_IMAGES);
        assertThat(d.latestStreamLabel()).isEqualTo("2025-01-01T00:00:00.000");
        assertThat(d.latestStreamArn()).isEqualTo(d.tableArn() + "/stream/2025-01-01T00:00:00.000");
        StreamDescription s = streams.describeStream(b -> b.streamArn(d.latestStreamArn())).streamDescription();
        assertThat(s.streamStatus()).isEqualTo(StreamStatus.ENABLED);
        assertThat(s.tableName()).isEqualTo(t);
        assertThat(s.keySchema()).singleElement().satisfies(k -> assertThat(k.attributeName()).isEqualTo("pk"));
        assertThat(s.shards()).hasSize(1);
        assertThat(s.shards().get(0).sequenceNumberRange().endingSequenceNumber()).isNull();
        assertThat(streams.listStreams(b -> b.tableName(t)).streams()).singleElement()
                .satisfies(x -> assertThat(x.streamArn()).isEqualTo(d.latestStreamArn()));
        assertThat(ddb.describeTable(b -> b.tableName(table(ddb, null))).table().latestStreamArn()).isNull();
    }

    @Test
    void everyWriteKindRecordsItsChangeInOrder() {
        String t = table(ddb, "NEW_AND_OLD_IMAGES");
        engine.clock().set(START.plusSeconds(30));
        ddb.putItem(b -> b.tableName(t).item(Map.of("pk", s("a"), "v", n(1))));                 // INSERT
        ddb.updateItem(b -> b.tableName(t).key(Map.of("pk", s("a"))).updateExpression("SET v = :v")
                .expressionAttributeValues(Map.of(":v", n(2))));                                  // MODIFY
        ddb.putItem(b -> b.tableName(t).item(Map.of("pk", s("a"), "v", n(2))));                 // no change: no record
        ddb.deleteItem(b -> b.tableName(t).key(Map.of("pk", s("missing"))));                     // nothing deleted: no record
        ddb.batchWriteItem(b -> b.requestItems(Map.of(t, List.of(
                WriteRequest.builder().putRequest(p -> p.item(Map.of("pk", s("b")))).build()))));  // INSERT
        ddb.transactWriteItems(b -> b.transactItems(TransactWriteItem.builder().delete(d -> d.tableName(t)
                .key(Map.of("pk", s("b")))).build()));                                            // REMOVE
        ddb.executeStatement(b -> b.statement("UPDATE \"" + t + "\" SET v = 3 WHERE pk = 'a'")); // MODIFY (PartiQL)
        ddb.updateTimeToLive(b -> b.tableName(t).timeToLiveSpecification(x -> x.attributeName("v").enabled(true)));
        engine.sweepExpiredItems();                                                                // REMOVE by TTL (v = 3: 1970)
        // v = 3 is epoch second 3: more than five years old, so TTL ignores it; expire it properly instead.
        ddb.putItem(b -> b.tableName(t).item(Map.of("pk", s("c"), "v", n(START.getEpochSecond()))));
        engine.sweepExpiredItems();

        List<Record> records = all(streamArn(t));
        assertThat(records).extracting(r -> r.eventName()).containsExactly(OperationType.INSERT, OperationType.MODIFY,
                OperationType.INSERT, OperationType.REMOVE, OperationType.MODIFY, OperationType.INSERT, OperationType.REMOVE);
        assertThat(records).extracting(r -> r.dynamodb().keys().get("pk").s()).containsExactly("a", "a", "b", "b", "a", "c", "c");
        List<String> sequence = records.stream().map(r -> r.dynamodb().sequenceNumber()).toList();
        assertThat(sequence).isSorted().doesNotHaveDuplicates();
        Record modify = records.get(1);
        assertThat(modify.dynamodb().oldImage().get("v").n()).isEqualTo("1");
        assertThat(modify.dynamodb().newImage().get("v").n()).isEqualTo("2");
        assertThat(modify.dynamodb().approximateCreationDateTime()).isEqualTo(START.plusSeconds(30));
        assertThat(modify.dynamodb().sizeBytes()).isPositive();
        assertThat(modify.eventSource()).isEqualTo("aws:dynamodb");
        assertThat(modify.userIdentity()).isNull();
        Record ttl = records.get(6);
        assertThat(ttl.userIdentity().type()).isEqualTo("Service");
        assertThat(ttl.userIdentity().principalId()).isEqualTo("dynamodb.amazonaws.com");
        assertThat(ttl.dynamodb().newImage()).isEmpty();
        assertThat(ttl.dynamodb().oldImage().get("pk").s()).isEqualTo("c");
    }

    @Test
    void viewTypesChooseTheImages() {
        for (String view : List.of("KEYS_ONLY", "NEW_IMAGE", "OLD_IMAGE")) {
            String t = table(ddb, view);
            ddb.putItem(b -> b.tableName(t).item(Map.of("pk", s("a"), "v", n(1))));
            ddb.putItem(b -> b.tableName(t).item(Map.of("pk", s("a"), "v", n(2))));
            Record r = all(streamArn(t)).get(1);
            assertThat(r.dynamodb().streamViewType().toString()).isEqualTo(view);
            assertThat(r.dynamodb().keys()).containsOnlyKeys("pk");
            assertThat(r.dynamodb().hasNewImage()).as(view).isEqualTo(view.equals("NEW_IMAGE"));
            assertThat(r.dynamodb().hasOldImage()).as(view).isEqualTo(view.equals("OLD_IMAGE"));
        }
    }

    @Test
    void iteratorTypesStartWhereTheySay() {
        String t = table(ddb, "KEYS_ONLY");
        String arn = streamArn(t);
        ddb.putItem(b -> b.tableName(t).item(Map.of("pk", s("1"))));
        ddb.putItem(b -> b.tableName(t).item(Map.of("pk", s("2"))));
        String latest = iterator(arn, ShardIteratorType.LATEST, null);
        ddb.putItem(b -> b.tableName(t).item(Map.of("pk", s("3"))));
        assertThat(streams.getRecords(b -> b.shardIterator(latest)).records()).extracting(r -> r.dynamodb().keys().get("pk").s())
                .containsExactly("3");
        String second = all(arn).get(1).dynamodb().sequenceNumber();
        assertThat(streams.getRecords(b -> b.shardIterator(iterator(arn, ShardIteratorType.AT_SEQUENCE_NUMBER, second)))
                .records()).extracting(r -> r.dynamodb().keys().get("pk").s()).containsExactly("2", "3");
        assertThat(streams.getRecords(b -> b.shardIterator(iterator(arn, ShardIteratorType.AFTER_SEQUENCE_NUMBER, second)))
                .records()).extracting(r -> r.dynamodb().keys().get("pk").s()).containsExactly("3");
        var page = streams.getRecords(b -> b.shardIterator(iterator(arn, ShardIteratorType.TRIM_HORIZON, null)).limit(1));
        assertThat(page.records()).hasSize(1);
        assertThat(streams.getRecords(b -> b.shardIterator(page.nextShardIterator())).records()).hasSize(2);
    }

    @Test
    void expiredIteratorsTrimmedRecordsAndMissingStreams() {
        String t = table(ddb, "KEYS_ONLY");
        String arn = streamArn(t);
        ddb.putItem(b -> b.tableName(t).item(Map.of("pk", s("old"))));
        String first = all(arn).get(0).dynamodb().sequenceNumber();
        String it = iterator(arn, ShardIteratorType.TRIM_HORIZON, null);
        engine.clock().advance(Duration.ofMinutes(16));
        assertThat(catchThrowableOfType(ExpiredIteratorException.class, () -> streams.getRecords(b -> b.shardIterator(it))))
                .isNotNull();
        String fresh = iterator(arn, ShardIteratorType.AT_SEQUENCE_NUMBER, first);
        engine.clock().advance(Duration.ofHours(24));
        ddb.putItem(b -> b.tableName(t).item(Map.of("pk", s("new"))));   // trims the day-old record
        assertThat(catchThrowableOfType(TrimmedDataAccessException.class,
                () -> iterator(arn, ShardIteratorType.AT_SEQUENCE_NUMBER, first))).isNotNull();
        assertThat(all(arn)).extracting(r -> r.dynamodb().keys().get("pk").s()).containsExactly("new");
        assertThat(fresh).isNotNull();
        ResourceNotFoundException missing = catchThrowableOfType(ResourceNotFoundException.class,
                () -> streams.describeStream(b -> b.streamArn(arn + "x")));
        assertThat(missing.awsErrorDetails().errorMessage()).isEqualTo("Requested resource not found: Stream: " + arn + "x not found");
    }

    @Test
    void streamsApiErrorsNameTheirCause() {
        String t = table(ddb, "KEYS_ONLY");
        String arn = streamArn(t);
        String shard = shardId(arn);
        ddb.putItem(b -> b.tableName(t).item(Map.of("pk", s("a"))));
        String first = all(arn).get(0).dynamodb().sequenceNumber();
        String it = iterator(arn, ShardIteratorType.TRIM_HORIZON, null);
        engine.clock().advance(Duration.ofMinutes(15));
        assertThat(catchThrowableOfType(ExpiredIteratorException.class, () -> streams.getRecords(b -> b.shardIterator(it)))
                .awsErrorDetails().errorMessage()).isEqualTo("The provided iterator exceeds the maximum age allowed.");
        engine.clock().advance(Duration.ofHours(24).minusMinutes(20));
        String beforeTrim = iterator(arn, ShardIteratorType.TRIM_HORIZON, null);
        engine.clock().advance(Duration.ofMinutes(10));
        ddb.putItem(b -> b.tableName(t).item(Map.of("pk", s("b"))));   // trims "a"
        assertThat(catchThrowableOfType(TrimmedDataAccessException.class, () -> streams.getRecords(b -> b.shardIterator(beforeTrim)))
                .awsErrorDetails().errorMessage()).isEqualTo("The data you are trying to access has been trimmed");
        assertThat(catchThrowableOfType(TrimmedDataAccessException.class, () -> iterator(arn, ShardIteratorType.AFTER_SEQUENCE_NUMBER, first))
                .awsErrorDetails().errorMessage()).isEqualTo("The data you are trying to access has been trimmed");
        assertThat(catchThrowableOfType(ResourceNotFoundException.class, () -> streams.getShardIterator(b -> b.streamArn(arn)
                .shardId("shardId-00000000000000000000-00000000").shardIteratorType(ShardIteratorType.LATEST)))
                .awsErrorDetails().errorMessage()).isEqualTo("Requested resource not found: Shard: shardId-00000000000000000000-00000000"
                        + " in Stream: " + arn + " not found");
        String notAnArn = "sdfadfsdfnlfkajakfgjalksfgklasjklasdjfklasdfasdfgasf";
        for (var call : List.<Runnable>of(() -> streams.describeStream(b -> b.streamArn(notAnArn)),
                () -> streams.getShardIterator(b -> b.streamArn(notAnArn).shardId(shard).shardIteratorType(ShardIteratorType.LATEST)),
                () -> streams.listStreams(b -> b.exclusiveStartStreamArn(notAnArn)))) {
            assertThat(catchThrowableOfType(DynamoDbException.class, call::run).awsErrorDetails())
                    .satisfies(e -> assertThat(e.errorCode()).isEqualTo("ValidationException"))
                    .satisfies(e -> assertThat(e.errorMessage()).isEqualTo("Invalid StreamArn: " + notAnArn));
        }
        DynamoDbException withSequence = catchThrowableOfType(DynamoDbException.class, () -> streams.getShardIterator(b -> b.streamArn(arn)
                .shardId(shard).shardIteratorType(ShardIteratorType.LATEST).sequenceNumber(first)));
        assertThat(withSequence.awsErrorDetails().errorCode()).isEqualTo("ValidationException");
        assertThat(withSequence.awsErrorDetails().errorMessage())
                .isEqualTo("SequenceNumber must not be specified for ShardIteratorType TRIM_HORIZON and LATEST");
        DynamoDbException badSequence = catchThrowableOfType(DynamoDbException.class, () -> streams.getShardIterator(b -> b.streamArn(arn)
                .shardId(shard).shardIteratorType(ShardIteratorType.AT_SEQUENCE_NUMBER).sequenceNumber("999999999999999999999")));
        assertThat(badSequence.awsErrorDetails().errorCode()).isEqualTo("ValidationException");
        assertThat(badSequence.awsErrorDetails().errorMessage()).isEqualTo("Invalid SequenceNumber: 999999999999999999999");
        DynamoDbException badIterator = catchThrowableOfType(DynamoDbException.class,
                () -> streams.getRecords(b -> b.shardIterator("sdfsdfsgagaddafgagasgasgasdfasdfasdfasdfasdgasdasdgasdg")));
        assertThat(badIterator.awsErrorDetails().errorCode()).isEqualTo("ValidationException");
        assertThat(badIterator.awsErrorDetails().errorMessage()).isEqualTo("Invalid ShardIterator");
    }

    /**
     * A stream ARN's table name is a plain table name, 3 to 255 characters of [a-zA-Z0-9_.-] (TableNames.isName): within
     * the rule an unknown stream is not found, outside it the ARN is invalid.
     */
    @Test
    void aStreamArnsTableNameFollowsThePlainNameRule() {
        String prefix = "arn:aws:dynamodb:us-east-1:000000000000:table/", suffix = "/stream/2025-01-01T00:00:00.000";
        for (String name : List.of("abc", "a".repeat(255))) {
            String arn = prefix + name + suffix;
            assertThat(catchThrowableOfType(ResourceNotFoundException.class, () -> streams.describeStream(b -> b.streamArn(arn)))
                    .awsErrorDetails().errorMessage()).isEqualTo("Requested resource not found: Stream: " + arn + " not found");
        }
        for (String name : List.of("ab", "a".repeat(256), "bad!name")) {
            String arn = prefix + name + suffix;
            assertThat(catchThrowableOfType(DynamoDbException.class, () -> streams.describeStream(b -> b.streamArn(arn))).awsErrorDetails())
                    .satisfies(e -> assertThat(e.errorCode()).isEqualTo("ValidationException"))
                    .satisfies(e -> assertThat(e.errorMessage()).isEqualTo("Invalid StreamArn: " + arn));
        }
    }

    @Test
    void updateTableEnablesAndDisablesStreams() {
        String t = table(ddb, null);
        ddb.updateTable(b -> b.tableName(t).streamSpecification(s -> s.streamEnabled(true).streamViewType("NEW_IMAGE")));
        String first = streamArn(t);
        assertThat(first).isNotNull();
        DynamoDbException again = catchThrowableOfType(DynamoDbException.class, () -> ddb.updateTable(b -> b.tableName(t)
                .streamSpecification(s -> s.streamEnabled(true).streamViewType("NEW_IMAGE"))));
        assertThat(again.awsErrorDetails().errorMessage()).isEqualTo("Table already has an enabled stream: TableName: " + t);
        ddb.putItem(b -> b.tableName(t).item(Map.of("pk", s("a"))));
        ddb.updateTable(b -> b.tableName(t).streamSpecification(s -> s.streamEnabled(false)));
        TableDescription d = ddb.describeTable(b -> b.tableName(t)).table();
        assertThat(d.streamSpecification()).isNull();
        assertThat(d.latestStreamArn()).isEqualTo(first);
        StreamDescription closed = streams.describeStream(b -> b.streamArn(first)).streamDescription();
        assertThat(closed.streamStatus()).isEqualTo(StreamStatus.DISABLED);
        assertThat(closed.shards().get(0).sequenceNumberRange().endingSequenceNumber())
                .isEqualTo(all(first).get(0).dynamodb().sequenceNumber());
        DynamoDbException off = catchThrowableOfType(DynamoDbException.class,
                () -> ddb.updateTable(b -> b.tableName(t).streamSpecification(s -> s.streamEnabled(false))));
        assertThat(off.awsErrorDetails().errorMessage()).isEqualTo("Table has no stream to disable: TableName: " + t);
        engine.clock().advance(Duration.ofSeconds(1));
        ddb.updateTable(b -> b.tableName(t).streamSpecification(s -> s.streamEnabled(true).streamViewType("KEYS_ONLY")));
        assertThat(streams.listStreams(b -> b.tableName(t)).streams()).hasSize(2);
        assertThat(streamArn(t)).isNotEqualTo(first);
    }

    @Test
    void enablingNeedsAViewType() {
        DynamoDbException e = catchThrowableOfType(DynamoDbException.class, () -> ddb.createTable(b -> b.tableName("no-view")
                .billingMode("PAY_PER_REQUEST").attributeDefinitions(a -> a.attributeName("pk").attributeType(ScalarAttributeType.S))
                .keySchema(k -> k.attributeName("pk").keyType("HASH")).streamSpecification(s -> s.streamEnabled(true))));
        assertThat(e.awsErrorDetails().errorMessage())
                .isEqualTo("One or more parameter values were invalid: Table is being created with a stream enabled, UpdateViewType is required");
        e = catchThrowableOfType(DynamoDbException.class, () -> ddb.createTable(b -> b.tableName("stream-view-off")
                .billingMode("PAY_PER_REQUEST").attributeDefinitions(a -> a.attributeName("pk").attributeType(ScalarAttributeType.S))
                .keySchema(k -> k.attributeName("pk").keyType("HASH")).streamSpecification(s -> s.streamEnabled(false).streamViewType("KEYS_ONLY"))));
        assertThat(e.awsErrorDetails().errorMessage()).isEqualTo(
                "One or more parameter values were invalid: Table is being created with a stream disabled, UpdateViewType should not be specified");
        String t = table(ddb, null);
        e = catchThrowableOfType(DynamoDbException.class, () -> ddb.updateTable(b -> b.tableName(t).streamSpecification(s -> s.streamEnabled(true))));
        assertThat(e.awsErrorDetails().errorMessage())
                .isEqualTo("One or more parameter values were invalid: If stream is being enabled then UpdateViewType is required");
        e = catchThrowableOfType(DynamoDbException.class, () -> ddb.updateTable(b -> b.tableName(t)
                .streamSpecification(s -> s.streamEnabled(false).streamViewType("KEYS_ONLY"))));
        assertThat(e.awsErrorDetails().errorMessage())
                .isEqualTo("One or more parameter values were invalid: If stream is being disabled, then UpdateViewType must not be specified");
    }

    @Test
    void aNewStreamsStartingSequenceNumberPositionsAnIteratorBeforeAnyRecord() {
        // Alternator test_streams.py::test_get_shard_iterator (AT/AFTER_SEQUENCE_NUMBER on a new, empty shard)
        String t = table(ddb, "KEYS_ONLY");
        String arn = streamArn(t);
        String start = streams.describeStream(b -> b.streamArn(arn)).streamDescription().shards().get(0)
                .sequenceNumberRange().startingSequenceNumber();
        assertThat(start).containsOnlyDigits();
        String at = iterator(arn, ShardIteratorType.AT_SEQUENCE_NUMBER, start);
        String after = iterator(arn, ShardIteratorType.AFTER_SEQUENCE_NUMBER, start);
        ddb.putItem(b -> b.tableName(t).item(Map.of("pk", s("a"))));
        ddb.putItem(b -> b.tableName(t).item(Map.of("pk", s("b"))));
        // Alternator test_streams.py::test_streams_starting_sequence_number: from StartingSequenceNumber, every record
        assertThat(streams.getRecords(b -> b.shardIterator(at)).records()).extracting(r -> r.dynamodb().keys().get("pk").s())
                .containsExactly("a", "b");
        assertThat(streams.getRecords(b -> b.shardIterator(after)).records()).extracting(r -> r.dynamodb().keys().get("pk").s())
                .endsWith("b");
    }

    @Test
    void describeStreamPagesShardsAfterExclusiveStartShardId() {
        String t = table(ddb, "KEYS_ONLY");
        String arn = streamArn(t);
        StreamDescription one = streams.describeStream(b -> b.streamArn(arn).limit(1)).streamDescription();
        assertThat(one.shards()).hasSize(1);
        assertThat(one.lastEvaluatedShardId()).isNull();
        // Alternator test_streams.py::list_shards: nothing after the last shard
        assertThat(streams.describeStream(b -> b.streamArn(arn).exclusiveStartShardId(one.shards().get(0).shardId()))
                .streamDescription().shards()).isEmpty();
        // Alternator test_streams.py::test_describe_stream_with_nonexistent_last_shard: an unknown shard id, no error, no shards
        assertThat(streams.describeStream(b -> b.streamArn(arn)
                .exclusiveStartShardId("zzzzzzzzzzzzzzzzzzzzzzzzsfasdgagadfadfgagkjsdfsfsdjfjks")).streamDescription().shards()).isEmpty();
    }

    @Test
    void updatesThatChangeNothingMakeNoRecord() {
        String t = table(ddb, "NEW_AND_OLD_IMAGES");
        String arn = streamArn(t);
        Map<String, AttributeValue> key = Map.of("pk", s("e"));
        // Alternator test_streams.py::test_streams_updateitem_old_image_empty_item: a key-only UpdateItem creates the item
        ddb.updateItem(b -> b.tableName(t).key(key));
        ddb.updateItem(b -> b.tableName(t).key(key).updateExpression("SET x = :x").expressionAttributeValues(Map.of(":x", n(1))));
        ddb.updateItem(b -> b.tableName(t).key(key).updateExpression("SET x = :x").expressionAttributeValues(Map.of(":x", n(1))));
        ddb.updateItem(b -> b.tableName(t).key(key).updateExpression("REMOVE y"));
        // Alternator test_streams.py::test_streams_new_and_old_images: removing every attribute leaves a key-only NewImage
        ddb.updateItem(b -> b.tableName(t).key(key).updateExpression("REMOVE x"));
        List<Record> records = all(arn);
        assertThat(records).extracting(Record::eventName).containsExactly(OperationType.INSERT, OperationType.MODIFY, OperationType.MODIFY);
        assertThat(records.get(0).dynamodb().newImage()).isEqualTo(key);
        assertThat(records.get(0).dynamodb().hasOldImage()).isFalse();
        assertThat(records.get(1).dynamodb().oldImage()).isEqualTo(key);
        assertThat(records.get(2).dynamodb().newImage()).isEqualTo(key);
    }

    @Test
    void aClosedShardIsReadToItsEndWithoutANextIterator() {
        // Alternator test_streams.py::test_streams_closed_read and test_streams_disabled_stream
        String t = table(ddb, "KEYS_ONLY");
        String arn = streamArn(t);
        String latest = iterator(arn, ShardIteratorType.LATEST, null);
        ddb.putItem(b -> b.tableName(t).item(Map.of("pk", s("a"))));
        ddb.updateTable(b -> b.tableName(t).streamSpecification(s -> s.streamEnabled(false)));
        var page = streams.getRecords(b -> b.shardIterator(latest));
        assertThat(page.records()).hasSize(1);
        assertThat(page.nextShardIterator()).isNull();
        assertThat(streams.listStreams(b -> b.tableName(t)).streams()).extracting(x -> x.streamArn()).containsExactly(arn);
        StreamDescription d = streams.describeStream(b -> b.streamArn(arn)).streamDescription();
        assertThat(d.streamStatus()).isEqualTo(StreamStatus.DISABLED);
        assertThat(d.shards().get(0).sequenceNumberRange().endingSequenceNumber()).containsOnlyDigits();
        assertThat(streams.getRecords(b -> b.shardIterator(iterator(arn, ShardIteratorType.TRIM_HORIZON, null))).records()).hasSize(1);
    }

    @Test
    void theStreamArnSurvivesTableChanges() {
        String t = table(ddb, "KEYS_ONLY");
        TableDescription before = ddb.describeTable(b -> b.tableName(t)).table();
        // Alternator test_streams.py::test_latest_stream_arn, test_latest_stream_label, test_stream_specification
        TableDescription updated = ddb.updateTable(b -> b.tableName(t).billingMode("PAY_PER_REQUEST")).tableDescription();
        assertThat(updated.latestStreamArn()).isEqualTo(before.latestStreamArn());
        assertThat(updated.latestStreamLabel()).isEqualTo(before.latestStreamLabel());
        assertThat(updated.streamSpecification()).isEqualTo(before.streamSpecification());
        // Alternator test_streams.py::test_stream_arn_unchanging
        ddb.tagResource(b -> b.resourceArn(before.tableArn()).tags(x -> x.key("animal").value("dog")));
        assertThat(streams.listStreams(b -> b.tableName(t)).streams()).extracting(x -> x.streamArn())
                .containsExactly(before.latestStreamArn());
    }
}
