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
    /** TransactionConflictException, and the TransactionConflict reason of a cancelled transaction (API reference). */
    public static final String TRANSACTION_ONGOING = "Transaction is ongoing for the item";
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
    /** A projection, filter or update reaching into a key attribute; {@code kind} is "Key" or "IndexKey". */
    public static String keyAttributeNotScalar(String kind, String name) {
        return "Key attributes must be scalars; list random access '[]' and map lookup '.' are not allowed: " + kind + ": " + name;
    }

    public static final String KEY_CONDITION_REQUIRED =
            "Either the KeyConditions or KeyConditionExpression parameter must be specified in the request.";

    // ---- SerializationException texts: a JSON member of the wrong shape ----
    public static final String LIST_NOT_EXPECTED = "Start of list found where not expected";
    public static final String MAP_NOT_EXPECTED = "Start of structure or map found where not expected";
    public static final String UNEXPECTED_FIELD_TYPE = "Unexpected field type";
    public static final String UNEXPECTED_VALUE_TYPE = "Unexpected value type in payload";
    public static final String UNEXPECTED_TOKEN = "Unexpected token received from parser";
    public static final String BLOB_NOT_STRING = "only base-64-encoded strings are convertible to bytes";
    /** DynamoDB's spelling ("dectected"). */
    public static final String BASE64_LAST_CHARACTER = "Invalid last non-pad Base64 character dectected";
    /** A map or list where its element or value is a scalar: DynamoDB leaks its Java front end's ClassCastException. */
    public static final String PARAMETERIZED_TYPE = "class sun.reflect.generics.reflectiveObjects.ParameterizedTypeImpl"
            + " cannot be cast to class java.lang.Class (sun.reflect.generics.reflectiveObjects.ParameterizedTypeImpl and"
            + " java.lang.Class are in module java.base of loader 'bootstrap')";

    public static String base64Length(int length) {
        return "Base64 encoded length is expected a multiple of 4 bytes but found: " + length;
    }

    // ---- The protocol. A body that is not JSON and an unknown target get a bare __type, as in DynamoDB. ----
    public static final String MISSING_AUTHENTICATION_TOKEN = "Request is missing Authentication Token";

    /** Only for the engine's own control requests (DynamoDB's targets get a bare __type). */
    public static String unknownOperation(String target) {
        return "Unknown operation: " + (target.length() > 100 ? target.substring(0, 100) + "..." : target);
    }

    /**
     * e.g. "TRUE_VALUE cannot be converted to String": the JSON token DynamoDB's parser saw (TRUE_VALUE,
     * FALSE_VALUE, NUMBER_VALUE, DECIMAL_VALUE, STRING_VALUE) and the member's declared type.
     */
    public static String cannotConvert(com.fasterxml.jackson.databind.JsonNode value, String toType) {
        String token;
        if (value.isBoolean()) token = value.booleanValue() ? "TRUE_VALUE" : "FALSE_VALUE";
        else if (value.isTextual()) token = "STRING_VALUE";
        else token = value.isIntegralNumber() ? "NUMBER_VALUE" : "DECIMAL_VALUE";
        return token + " cannot be converted to " + toType;
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

    /** A parallel Scan's ExclusiveStartKey that lies in another segment's part of the key space. */
    public static String startKeyOfOtherSegment(int totalSegments, int segment) {
        return INVALID_START_KEY + "Invalid ExclusiveStartKey. Please use ExclusiveStartKey with correct Segment. TotalSegments: "
                + totalSegments + " Segment: " + segment;
    }

    public static final String KEY_CONDITIONS_COUNT = "Conditions can be of length 1 or 2 only";

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

    // ---- Time to Live: the texts live DynamoDB answers (recorded from AWS by its users; the API reference gives none) ----
    public static final String TTL_ALREADY_ENABLED = "TimeToLive is already enabled";
    public static final String TTL_ALREADY_DISABLED = "TimeToLive is already disabled";

    public static String ttlOnOtherAttribute(String current) {
        return "TimeToLive is active on a different AttributeName: current AttributeName is " + current;
    }

    public static final String TTL_CHANGED_WITHIN_THE_HOUR = "Time to live has been modified multiple times within a fixed interval";

    public static String ttlNotDescribable(String tableStatus) {
        return "Cannot describe time to live while table is in " + tableStatus + " state: Current table state is " + tableStatus;
    }

    // ---- Streams: the StreamSpecification texts as recorded from AWS; the Streams API's as commented ----
    public static final String CREATE_STREAM_NEEDS_VIEW_TYPE =
            "One or more parameter values were invalid: Table is being created with a stream enabled, UpdateViewType is required";
    public static final String CREATE_STREAM_DISABLED_WITH_VIEW_TYPE =
            "One or more parameter values were invalid: Table is being created with a stream disabled, UpdateViewType should not be specified";
    public static final String ENABLE_STREAM_NEEDS_VIEW_TYPE =
            "One or more parameter values were invalid: If stream is being enabled then UpdateViewType is required";
    public static final String DISABLE_STREAM_WITH_VIEW_TYPE =
            "One or more parameter values were invalid: If stream is being disabled, then UpdateViewType must not be specified";

    public static String streamAlreadyEnabled(String table) {
        return "Table already has an enabled stream: TableName: " + table;
    }

    public static String streamNotEnabled(String table) {
        return "Table has no stream to disable: TableName: " + table;
    }

    /** Quoted from AWS's answer (DescribeStream of a disabled table's stream, lambda-maven-plugin issue 121). */
    public static String streamNotFound(String arn) {
        return "Requested resource not found: Stream: " + arn + " not found";
    }

    // The engine's own wording: AWS answers ResourceNotFoundException (scylladb's test_streams.py, run against AWS),
    // no text of it is documented or quoted (checked: the Streams API reference, GitHub issues, Q&A pages).
    public static String shardNotFound(String shardId, String arn) {
        return "Requested resource not found: Shard: " + shardId + " in Stream: " + arn + " not found";
    }

    /** The text the Streams API reference gives for ExpiredIteratorException's message (no answer of AWS was found quoted). */
    public static final String ITERATOR_EXPIRED = "The provided iterator exceeds the maximum age allowed.";
    /**
     * TrimmedDataAccessException as AWS answered it (node-dynamodb-stream issue 13); the API reference documents the
     * same sentence as the exception's message.
     */
    public static final String TRIMMED = "The data you are trying to access has been trimmed";

    // The engine's own wording for the ValidationExceptions below: AWS answers ValidationException for each (scylladb's
    // test_streams.py, run against AWS) and no text is documented or quoted (checked: the API reference, issues, pages).
    public static final String INVALID_ITERATOR = "Invalid ShardIterator";
    public static final String SEQUENCE_NUMBER_REQUIRED =
            "SequenceNumber is required for ShardIteratorType AT_SEQUENCE_NUMBER and AFTER_SEQUENCE_NUMBER";
    public static final String SEQUENCE_NUMBER_NOT_ALLOWED =
            "SequenceNumber must not be specified for ShardIteratorType TRIM_HORIZON and LATEST";

    public static String invalidSequenceNumber(String sequenceNumber) {
        return "Invalid SequenceNumber: " + sequenceNumber;
    }

    public static String invalidStreamArn(String arn) {
        return "Invalid StreamArn: " + arn;
    }

    /** The longest attribute name AWS takes: 65,535 bytes (scylladb's test_limits.py, run against AWS; 64 KB itself is refused). */
    public static final int MAX_ATTRIBUTE_NAME_BYTES = 65_535;

    // The engine's own wording (AWS answers ValidationException naming the limit; its text was not found quoted).
    public static String attributeNameTooLong(long bytes) {
        return invalid("An attribute name may have at most " + MAX_ATTRIBUTE_NAME_BYTES + " bytes; this one has " + bytes);
    }

    // ---- Tags: the rules are the Developer Guide's ("Tagging restrictions in DynamoDB"); AWS answers ValidationException
    // (scylladb's test_tag.py, run against AWS). The texts are the engine's own: none was found documented or quoted
    // (checked: the API reference, the Developer Guide, GitHub issues).
    public static final int MAX_TAGS = 50;
    public static final String TOO_MANY_TAGS = invalid("A table may have at most " + MAX_TAGS + " tags");

    public static String tagCharacters(String part, String text) {
        return invalid("Tag " + part + " '" + text + "' may contain only letters, numbers, white space and + - = . _ : /");
    }

    public static String tagReserved(String key) {
        return invalid("Tag key '" + key + "' begins with aws:, which is reserved for AWS");
    }

    // ---- Control requests (DdbCourseEngine.*): the engine's own switches, outside DynamoDB's API ----
    public static final String SET_CLOCK_NEEDS_ONE = "SetClock needs exactly one of EpochSeconds (a number) and Time (ISO-8601, e.g. 2024-01-01T00:00:00Z), or a Mode";

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

    public static String controlBadClockMode(String mode) {
        return "Mode is MANUAL (the clock stands still) or SYSTEM (it runs): " + mode;
    }

    public static String controlBadTime(String time) {
        return "Time is not an ISO-8601 instant such as 2024-01-01T00:00:00Z: " + time;
    }
}
