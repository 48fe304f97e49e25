package dev.ddbcourse.engine;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.ContinuousBackupsDescription;
import software.amazon.awssdk.services.dynamodb.model.ContinuousBackupsStatus;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;
import software.amazon.awssdk.services.dynamodb.model.PointInTimeRecoveryDescription;
import software.amazon.awssdk.services.dynamodb.model.PointInTimeRecoveryStatus;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;
import software.amazon.awssdk.services.dynamodb.model.TableNotFoundException;

import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import java.util.TreeMap;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

/**
 * DescribeContinuousBackups / UpdateContinuousBackups (point-in-time recovery) on the engine clock, as the API
 * reference documents them and as live DynamoDB was recorded answering (sources in the operations' classes).
 */
class ContinuousBackupsTest {
    private static final Instant NOW = Instant.parse("2025-06-01T00:00:00Z");
    private static EmbeddedDynamoDb engine;
    private static DynamoDbClient ddb;
    private static int tables;

    @RegisterExtension
    static final RunningEngine RUNNING = new RunningEngine(b -> b.manualClock(NOW), (e, c) -> {
        engine = e;
        ddb = c;
    });

    private static String table() {
        String name = "pitr-" + (++tables);
        create(name);
        return name;
    }

    private static void create(String name) {
        ddb.createTable(b -> b.tableName(name).billingMode("PAY_PER_REQUEST")
                .attributeDefinitions(a -> a.attributeName("pk").attributeType(ScalarAttributeType.S))
                .keySchema(k -> k.attributeName("pk").keyType("HASH")));
    }

    private static ContinuousBackupsDescription describe(String table) {
        return ddb.describeContinuousBackups(b -> b.tableName(table)).continuousBackupsDescription();
    }

    private static ContinuousBackupsDescription update(String table, boolean enabled, Integer days) {
        return ddb.updateContinuousBackups(b -> b.tableName(table)
                .pointInTimeRecoverySpecification(s -> s.pointInTimeRecoveryEnabled(enabled).recoveryPeriodInDays(days)))
                .continuousBackupsDescription();
    }

    private static void expectValidation(String message, Runnable call) {
        DynamoDbException e = catchThrowableOfType(DynamoDbException.class, call::run);
        assertThat(e).as("expected a ValidationException").isNotNull();
        assertThat(e.awsErrorDetails().errorCode()).isEqualTo("ValidationException");
        assertThat(e.statusCode()).isEqualTo(400);
        assertThat(e.awsErrorDetails().errorMessage()).isEqualTo(message);
    }

    private static void expectTableNotFound(String table, Runnable call) {
        TableNotFoundException e = catchThrowableOfType(TableNotFoundException.class, call::run);
        assertThat(e).as("expected a TableNotFoundException").isNotNull();
        assertThat(e.statusCode()).isEqualTo(400);
        assertThat(e.awsErrorDetails().errorCode()).isEqualTo("TableNotFoundException");
        assertThat(e.awsErrorDetails().errorMessage()).isEqualTo("Table not found: " + table);
    }

    private static Instant now() { return engine.clock().now(); }

    @Test
    void aNewTableHasContinuousBackupsEnabledAndPointInTimeRecoveryDisabled() {
        ContinuousBackupsDescription d = describe(table());
        assertThat(d.continuousBackupsStatus()).isEqualTo(ContinuousBackupsStatus.ENABLED);
        assertThat(d.pointInTimeRecoveryDescription()).isEqualTo(PointInTimeRecoveryDescription.builder()
                .pointInTimeRecoveryStatus(PointInTimeRecoveryStatus.DISABLED).build());
    }

    @Test
    void enablingAnswersTheDescriptionWithTheRestorableWindowOnTheEngineClock() {
        String t = table();
        Instant enabledAt = now();
        ContinuousBackupsDescription answer = update(t, true, null);
        assertThat(answer.continuousBackupsStatus()).isEqualTo(ContinuousBackupsStatus.ENABLED);
        PointInTimeRecoveryDescription p = answer.pointInTimeRecoveryDescription();
        assertThat(p.pointInTimeRecoveryStatus()).isEqualTo(PointInTimeRecoveryStatus.ENABLED);
        assertThat(p.recoveryPeriodInDays()).isEqualTo(35);
        assertThat(p.earliestRestorableDateTime()).isEqualTo(enabledAt);
        assertThat(p.latestRestorableDateTime()).isEqualTo(enabledAt);
        assertThat(describe(t)).isEqualTo(answer);

        // LatestRestorableDateTime is five minutes before the engine clock, never before the enabling.
        engine.clock().advance(Duration.ofMinutes(3));
        assertThat(describe(t).pointInTimeRecoveryDescription().latestRestorableDateTime()).isEqualTo(enabledAt);
        engine.clock().advance(Duration.ofHours(1));
        p = describe(t).pointInTimeRecoveryDescription();
        assertThat(p.earliestRestorableDateTime()).isEqualTo(enabledAt);
        assertThat(p.latestRestorableDateTime()).isEqualTo(now().minus(Duration.ofMinutes(5)));
        // Past the recovery period, the earliest restorable time is the period back from now.
        engine.clock().advance(Duration.ofDays(40));
        p = describe(t).pointInTimeRecoveryDescription();
        assertThat(p.earliestRestorableDateTime()).isEqualTo(now().minus(Duration.ofDays(35)));
        assertThat(p.latestRestorableDateTime()).isEqualTo(now().minus(Duration.ofMinutes(5)));
    }

    @Test
    void theRecoveryPeriodIsSetOnEnablingAndChangedInPlace() {
        String t = table();
        Instant enabledAt = now();
        assertThat(update(t, true, 7).pointInTimeRecoveryDescription().recoveryPeriodInDays()).isEqualTo(7);
        engine.clock().advance(Duration.ofDays(3));
        PointInTimeRecoveryDescription p = update(t, true, 1).pointInTimeRecoveryDescription();
        assertThat(p.recoveryPeriodInDays()).isEqualTo(1);
        assertThat(p.earliestRestorableDateTime()).isEqualTo(now().minus(Duration.ofDays(1)));
        p = update(t, true, 35).pointInTimeRecoveryDescription();
        assertThat(p.recoveryPeriodInDays()).isEqualTo(35);
        assertThat(p.earliestRestorableDateTime()).isEqualTo(enabledAt);
        // Without a period, enabling sets the API reference's default, 35.
        update(t, true, 7);
        assertThat(update(t, true, null).pointInTimeRecoveryDescription().recoveryPeriodInDays()).isEqualTo(35);
    }

    @Test
    void enablingAgainKeepsTheEarliestRestorableTime() {
        String t = table();
        Instant enabledAt = now();
        update(t, true, null);
        engine.clock().advance(Duration.ofHours(2));
        PointInTimeRecoveryDescription p = update(t, true, null).pointInTimeRecoveryDescription();
        assertThat(p.earliestRestorableDateTime()).isEqualTo(enabledAt);
        assertThat(p.latestRestorableDateTime()).isEqualTo(now().minus(Duration.ofMinutes(5)));
    }

    @Test
    void disablingForgetsTheWindowAndThePeriod() {
        String t = table();
        update(t, true, 7);
        engine.clock().advance(Duration.ofHours(1));
        ContinuousBackupsDescription off = update(t, false, null);
        assertThat(off.continuousBackupsStatus()).isEqualTo(ContinuousBackupsStatus.ENABLED);
        assertThat(off.pointInTimeRecoveryDescription()).isEqualTo(PointInTimeRecoveryDescription.builder()
                .pointInTimeRecoveryStatus(PointInTimeRecoveryStatus.DISABLED).build());
        assertThat(describe(t)).isEqualTo(off);
        assertThat(update(t, false, null)).as("disabling twice is no error").isEqualTo(off);
        engine.clock().advance(Duration.ofHours(1));
        Instant reEnabledAt = now();
        PointInTimeRecoveryDescription p = update(t, true, null).pointInTimeRecoveryDescription();
        assertThat(p.recoveryPeriodInDays()).isEqualTo(35);
        assertThat(p.earliestRestorableDateTime()).isEqualTo(reEnabledAt);
    }

    @Test
    void aMissingTableIsTableNotFoundException() {
        expectTableNotFound("no-such-table", () -> describe("no-such-table"));
        expectTableNotFound("no-such-table", () -> update("no-such-table", true, null));
    }

    @Test
    void deleteTableAndCreateTableStartOver() {
        String t = table();
        update(t, true, 7);
        ddb.deleteTable(b -> b.tableName(t));
        expectTableNotFound(t, () -> describe(t));
        create(t);
        assertThat(describe(t).pointInTimeRecoveryDescription().pointInTimeRecoveryStatus())
                .isEqualTo(PointInTimeRecoveryStatus.DISABLED);
        assertThat(describe(t).pointInTimeRecoveryDescription().recoveryPeriodInDays()).isNull();
    }

    @Test
    void aTableBeingCreatedOrDeletedIsNotFoundOneBeingUpdatedIsServed() {
        engine.switches().creating(Duration.ofSeconds(5)).updating(Duration.ofSeconds(5)).deleting(Duration.ofSeconds(5));
        try {
            String t = table();
            expectTableNotFound(t, () -> describe(t));
            expectTableNotFound(t, () -> update(t, true, null));
            engine.clock().advance(Duration.ofSeconds(5));
            ddb.updateTable(b -> b.tableName(t).billingMode("PROVISIONED")
                    .provisionedThroughput(p -> p.readCapacityUnits(1L).writeCapacityUnits(1L)));
            assertThat(ddb.describeTable(b -> b.tableName(t)).table().tableStatusAsString()).isEqualTo("UPDATING");
            assertThat(update(t, true, null).pointInTimeRecoveryDescription().pointInTimeRecoveryStatus())
                    .isEqualTo(PointInTimeRecoveryStatus.ENABLED);
            assertThat(describe(t).pointInTimeRecoveryDescription().pointInTimeRecoveryStatus())
                    .isEqualTo(PointInTimeRecoveryStatus.ENABLED);
            engine.clock().advance(Duration.ofSeconds(5));
            ddb.deleteTable(b -> b.tableName(t));
            expectTableNotFound(t, () -> describe(t));
            expectTableNotFound(t, () -> update(t, false, null));
        } finally {
            engine.switches().creating(Duration.ZERO).updating(Duration.ZERO).deleting(Duration.ZERO);
        }
    }

    @Test
    void theSpecificationIsRequiredAndItsEnabledFlagToo() {
        String t = table();
        expectValidation("1 validation error detected: Value null at 'pointInTimeRecoverySpecification' failed to satisfy "
                + "constraint: Member must not be null", () -> ddb.updateContinuousBackups(b -> b.tableName(t)));
        expectValidation("1 validation error detected: Value null at 'pointInTimeRecoverySpecification.pointInTimeRecoveryEnabled' "
                + "failed to satisfy constraint: Member must not be null",
                () -> ddb.updateContinuousBackups(b -> b.tableName(t).pointInTimeRecoverySpecification(s -> { })));
        expectValidation("The parameter 'TableName' is required but was not present in the request",
                () -> ddb.updateContinuousBackups(b -> b.pointInTimeRecoverySpecification(s -> s.pointInTimeRecoveryEnabled(true))));
        expectValidation("The parameter 'TableName' is required but was not present in the request",
                () -> ddb.describeContinuousBackups(b -> { }));
    }

    @Test
    void theRecoveryPeriodIsOneToThirtyFiveDays() {
        String t = table();
        for (int days : new int[] {0, -1}) {
            expectValidation("1 validation error detected: Value '" + days + "' at 'pointInTimeRecoverySpecification.recoveryPeriodInDays' "
                    + "failed to satisfy constraint: Member must have value greater than or equal to 1", () -> update(t, true, days));
        }
        expectValidation("1 validation error detected: Value '36' at 'pointInTimeRecoverySpecification.recoveryPeriodInDays' "
                + "failed to satisfy constraint: Member must have value less than or equal to 35", () -> update(t, true, 36));
        // The range is checked before the period is refused for a disabling.
        expectValidation("1 validation error detected: Value '0' at 'pointInTimeRecoverySpecification.recoveryPeriodInDays' "
                + "failed to satisfy constraint: Member must have value greater than or equal to 1", () -> update(t, false, 0));
        expectValidation("2 validation errors detected: Value null at 'pointInTimeRecoverySpecification.pointInTimeRecoveryEnabled' "
                + "failed to satisfy constraint: Member must not be null; Value '36' at 'pointInTimeRecoverySpecification.recoveryPeriodInDays' "
                + "failed to satisfy constraint: Member must have value less than or equal to 35",
                () -> ddb.updateContinuousBackups(b -> b.tableName(t).pointInTimeRecoverySpecification(s -> s.recoveryPeriodInDays(36))));
        assertThat(describe(t).pointInTimeRecoveryDescription().pointInTimeRecoveryStatus()).isEqualTo(PointInTimeRecoveryStatus.DISABLED);
    }

    @Test
    void aRecoveryPeriodIsRefusedWhenDisabling() {
        String t = table();
        update(t, true, 7);
        for (int days : new int[] {7, 35}) {
            expectValidation("Invalid Request: Cannot specify RecoveryPeriodInDays when disabling point-in-time recovery.",
                    () -> update(t, false, days));
        }
        assertThat(describe(t).pointInTimeRecoveryDescription().pointInTimeRecoveryStatus()).isEqualTo(PointInTimeRecoveryStatus.ENABLED);
    }

    @Test
    void membersOfTheWrongJsonTypeAreSerializationExceptions() {
        String t = table();
        assertThat(raw("UpdateContinuousBackups", "{\"TableName\": \"" + t + "\", \"PointInTimeRecoverySpecification\": "
                + "{\"PointInTimeRecoveryEnabled\": true, \"RecoveryPeriodInDays\": \"7\"}}"))
                .contains("SerializationException").contains("STRING_VALUE cannot be converted to Integer");
        assertThat(raw("UpdateContinuousBackups", "{\"TableName\": \"" + t + "\", \"PointInTimeRecoverySpecification\": "
                + "{\"PointInTimeRecoveryEnabled\": 1}}"))
                .contains("SerializationException").contains("NUMBER_VALUE cannot be converted to Boolean");
        assertThat(raw("UpdateContinuousBackups", "{\"TableName\": \"" + t + "\", \"PointInTimeRecoverySpecification\": true}"))
                .contains("SerializationException").contains("Unexpected field type");
        // A list where the structure belongs: DynamoDB's Java front end names the type it expected.
        assertThat(raw("UpdateContinuousBackups", "{\"TableName\": \"" + t + "\", \"PointInTimeRecoverySpecification\": []}"))
                .contains("SerializationException")
                .contains("Unrecognized collection type class com.amazonaws.dynamodb.v20120810.PointInTimeRecoverySpecification");
        assertThat(raw("DescribeContinuousBackups", "{\"TableName\": 5}"))
                .contains("SerializationException").contains("NUMBER_VALUE cannot be converted to String");
    }

    /** The status and body of a request sent as raw JSON, without the SDK's own checks. */
    private static String raw(String operation, String body) {
        Map<String, String> headers = new TreeMap<>(String.CASE_INSENSITIVE_ORDER);
        headers.put("X-Amz-Target", "DynamoDB_20120810." + operation);
        headers.put("Content-Type", "application/x-amz-json-1.0");
        headers.put("X-Amz-Date", "20250101T000000Z");
        headers.put("Authorization", "AWS4-HMAC-SHA256 Credential=AKID/20250101/us-east-1/dynamodb/aws4_request, "
                + "SignedHeaders=host;x-amz-date;x-amz-target, Signature=abc123");
        WireResponse r = engine.answer(new WireRequest("POST", "/", headers::get, body.getBytes(StandardCharsets.UTF_8)));
        return r.status() + " " + new String(r.body(), StandardCharsets.UTF_8);
    }
}
