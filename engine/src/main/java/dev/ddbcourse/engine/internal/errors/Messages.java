package dev.ddbcourse.engine.internal.errors;

import java.util.List;
import java.util.stream.Collectors;

/**
 * DynamoDB's message texts, in one place so a differential test can correct them easily.
 * Texts mirror live DynamoDB (as dynalite reproduces it), typos included ("paramater" is not one).
 */
public final class Messages {
    private Messages() {}

    public static final String CONDITIONAL_REQUEST_FAILED = "The conditional request failed";
    public static final String RESOURCE_NOT_FOUND = "Requested resource not found";
    public static final String IN_USE = "Attempt to change a resource which is still in use: ";
    public static final String DUPLICATE_ITEM = "Duplicate primary key exists in table";
    public static final String TABLE_THROUGHPUT_EXCEEDED = "The level of configured provisioned throughput for the table was "
            + "exceeded. Consider increasing your provisioning level with the UpdateTable API.";
    public static final String INDEX_THROUGHPUT_EXCEEDED = "The level of configured provisioned throughput for one or more "
            + "global secondary indexes of the table was exceeded. Consider increasing your provisioning level for the "
            + "under-provisioned global secondary indexes with the UpdateTable API";
    public static final String KEY_RANGE_THROUGHPUT_EXCEEDED = "Throughput exceeds the current capacity of your table or index. "
            + "DynamoDB is automatically scaling your table or index so please try again shortly. If exceptions persist, "
            + "check if you have a hot key: https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/bp-partition-key-design.html";
    public static final String ITEM_COLLECTION_TOO_LARGE = "Item collection size limit exceeded";
    public static final String KEY_SCHEMA_MISMATCH = "The provided key element does not match the schema";
    public static final String INVALID_START_KEY = "The provided starting key is invalid: ";
    public static final String START_KEY_INVALID = "The provided starting key is invalid";
    public static final String ITEM_TOO_LARGE = "Item size has exceeded the maximum allowed size";
    public static final String ITEM_TOO_LARGE_AFTER_UPDATE = "Item size to update has exceeded the maximum allowed size";
    public static final String GSI_CONSISTENT_READ = "Consistent reads are not supported on global secondary indexes";
    public static final String DUPLICATE_KEYS = "Provided list of item keys contains duplicates";
    public static final String BATCH_WRITE_DUPLICATES = DUPLICATE_KEYS;
    public static final String TRANSACTION_SAME_ITEM = "Transaction request cannot include multiple operations on one item";
    public static final String TOO_MANY_BATCH_GET = "Too many items requested for the BatchGetItem call";
    public static final String BATCH_WRITE_TOO_MANY =
            "Too many items requested for the BatchWriteItem call";
    public static final String KEY_CONDITION_REQUIRED =
            "Either the KeyConditions or KeyConditionExpression parameter must be specified in the request.";

    // ---- SerializationException texts: a JSON member of the wrong shape ----
    public static final String NUMBER_CLASS = "class com.amazon.coral.value.json.numbers.TruncatingBigNumber";
    public static final String LIST_NOT_EXPECTED = "Start of list found where not expected";
    public static final String MAP_NOT_EXPECTED = "Start of structure or map found where not expected.";
    public static final String EXPECTED_LIST = "Expected list or null";
    public static final String EXPECTED_MAP = "Expected map or null";
    public static final String EXPECTED_NULL = "Expected null";

    // ---- Requests that are not DynamoDB's protocol. Live DynamoDB sends these without a message;
    // the engine adds one (same __type and status) so that a learner sees what went wrong. ----
    public static final String BODY_NOT_JSON = "The request body is not valid JSON";
    public static final String BODY_NOT_OBJECT = "The request body must be a JSON object";
    public static final String TARGET_MISSING = "Missing X-Amz-Target header (expected DynamoDB_20120810.<Operation>)";

    /** The target header names no operation of DynamoDB's 2012-08-10 API that the engine knows. */
    public static String unknownOperation(String target) {
        return "Unknown operation: " + (target.length() > 100 ? target.substring(0, 100) + "..." : target);
    }

    /** e.g. "class java.lang.Boolean can not be converted to an String" (DynamoDB's grammar). */
    public static String cannotConvert(String fromClass, String toType) {
        return fromClass + " can not be converted to " + (toType.equals("Blob") ? "a " : "an ") + toType;
    }

    /** DynamoDB's own rendering of a member's value in constraint messages (JSON for maps and lists). */
    public static String shown(com.fasterxml.jackson.databind.JsonNode value) {
        if (value == null || value.isNull()) return "null";
        if (value.isTextual()) return value.textValue();
        if (value.isArray()) {
            java.util.List<String> parts = new java.util.ArrayList<>();
            value.forEach(v -> parts.add(v.isContainerNode() ? v.toString() : shown(v)));
            return "[" + String.join(", ", parts) + "]";
        }
        return value.toString();
    }

    /** A request whose member fails a declared constraint; {@code detail} is DynamoDB's per-member text. */
    public static String validationErrors(List<String> details) {
        return details.size() + " validation error" + (details.size() > 1 ? "s" : "") + " detected: "
                + String.join("; ", details);
    }

    public static String constraint(String valueText, String path, String rule) {
        return "Value " + valueText + " at '" + path + "' failed to satisfy constraint: " + rule;
    }

    public static String parameterRequired(String name) {
        return "The parameter '" + name + "' is required but was not present in the request";
    }

    public static String tableNameLength(String key) {
        return key + " must be at least 3 characters long and at most 255 characters long";
    }

    public static String tableNotFound(String table) {
        return RESOURCE_NOT_FOUND + ": Table: " + table + " not found";
    }

    public static String tableAlreadyExists(String table) {
        return "Table already exists: " + table;
    }

    public static String accessDenied(String operation, String resource) {
        return "User: arn:aws:iam::000000000000:root is not authorized to perform: dynamodb:" + operation
                + " on resource: " + resource;
    }

    public static String invalid(String detail) {
        return "One or more parameter values were invalid: " + detail;
    }

    public static String missingKey(String attribute) {
        return invalid("Missing the key " + attribute + " in the item");
    }

    public static String keyTypeMismatch(String attribute, String expected, String actual) {
        return invalid("Type mismatch for key " + attribute + " expected: " + expected + " actual: " + actual);
    }

    public static String indexKeyTypeMismatch(String attribute, String expected, String actual, String index) {
        return invalid("Type mismatch for Index Key " + attribute + " Expected: " + expected + " Actual: " + actual
                + " IndexName: " + index);
    }

    /**
     * An empty key string, in an Item (PutItem) and in a Key (GetItem, Query...) alike: live DynamoDB's
     * wording for GetItem (getmoto/moto#5345) and Query (getmoto/moto#7062); dynalite's "were invalid:" is its own.
     */
    public static String emptyKeyString(String attribute) {
        return "One or more parameter values are not valid. The AttributeValue for a key attribute cannot contain"
                + " an empty string value. Key: " + attribute;
    }

    public static String emptyIndexKeyString(String attribute, String index) {
        return "One or more parameter values are not valid. A value specified for a secondary index key is not"
                + " supported. The AttributeValue for a key attribute cannot contain an empty string value."
                + " IndexName: " + index + ", IndexKey: " + attribute;
    }

    private static final String EMPTY_INDEX_KEY_BY_UPDATE = "One or more parameter values are not valid. The update expression"
            + " attempted to update a secondary index key to a value that is not supported.";

    /** An update expression that sets an index key to "" (getmoto/moto quotes AWS); {@code kind} is string or binary. */
    public static String emptyIndexKeyByUpdate(String kind) {
        return EMPTY_INDEX_KEY_BY_UPDATE + " The AttributeValue for a key attribute cannot contain an empty " + kind + " value.";
    }

    /** DynamoDB rejects such an update as a whole even inside TransactWriteItems (not as a cancellation reason). */
    public static boolean isEmptyIndexKeyByUpdate(String message) {
        return message.startsWith(EMPTY_INDEX_KEY_BY_UPDATE);
    }

    public static final String HASH_KEY_TOO_LARGE =
            invalid("Size of hashkey has exceeded the maximum size limit of2048 bytes");
    public static final String RANGE_KEY_TOO_LARGE =
            invalid("Aggregated size of all range keys has exceeded the size limit of 1024 bytes");

    public static String throughputUnchanged(long currentRead, long read, long currentWrite, long write) {
        return "The provisioned throughput for the table will not change. The requested value equals the current value. "
                + "Current ReadCapacityUnits provisioned for the table: " + currentRead + ". Requested ReadCapacityUnits: "
                + read + ". Current WriteCapacityUnits provisioned for the table: " + currentWrite
                + ". Requested WriteCapacityUnits: " + write + ". Refer to the Amazon DynamoDB Developer Guide for current "
                + "limits and how to request higher limits.";
    }

    public static String cannotUpdateKey(String attribute) {
        return invalid("Cannot update attribute " + attribute + ". This attribute is part of the key");
    }

    public static String indexNotFound(String index) {
        return "The table does not have the specified index: " + index;
    }

    public static String transactionCancelled(List<DynamoDbError.CancellationReason> reasons) {
        return "Transaction cancelled, please refer cancellation reasons for specific reasons "
                + reasons.stream().map(DynamoDbError.CancellationReason::code).collect(Collectors.joining(", ", "[", "]"));
    }

    // ---- Control requests (DdbCourseEngine.*): the engine's own switches, outside DynamoDB's API ----
    public static final String SET_CLOCK_NEEDS_ONE = "SetClock needs exactly one of EpochSeconds (a number) and Time (ISO-8601, e.g. 2024-01-01T00:00:00Z)";

    public static String controlUnknownMember(String member, java.util.Collection<String> known) {
        return "Unknown member '" + member + "'" + (known.isEmpty() ? " (this action takes none)"
                : " (expected: " + String.join(", ", new java.util.TreeSet<>(known)) + ")");
    }

    public static String controlMissing(String member) {
        return "Missing required member '" + member + "'";
    }

    public static String controlNotANumber(String member) {
        return "Member '" + member + "' must be a JSON number";
    }

    public static String controlNotAString(String member) {
        return "Member '" + member + "' must be a JSON string";
    }

    public static String controlOutOfRange(String member, java.math.BigDecimal value) {
        return "Member '" + member + "' is out of range: " + value.toPlainString();
    }

    public static String controlBadTime(String time) {
        return "Time is not an ISO-8601 instant such as 2024-01-01T00:00:00Z: " + time;
    }
}
