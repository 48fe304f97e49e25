package dev.ddbcourse.engine.internal.errors;

import java.util.List;
import java.util.function.Predicate;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * DynamoDB's message texts, in one place so a differential test can correct them easily (the convention is in
 * the package docs). Texts mirror live DynamoDB (as dynalite reproduces it), typos included.
 */
public final class Messages {
    private Messages() {}

    public static final String CONDITIONAL_REQUEST_FAILED = "The conditional request failed";
    /** TransactionConflictException, and the TransactionConflict reason of a cancelled transaction (API reference). */
    public static final String TRANSACTION_ONGOING = "Transaction is ongoing for the item";
    /** TransactionInProgressException: a TransactWriteItems whose ClientRequestToken is still running. */
    public static final String TRANSACTION_IN_PROGRESS = "The transaction with the given request token is already in progress";
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
    public static final String SIGNED_TWICE =
            "Found both 'X-Amz-Algorithm' as a query-string param and 'Authorization' as HTTP header.";

    /** A query-string signature (X-Amz-Algorithm in the URL) without these parameters. */
    public static String queryParametersMissing(java.util.List<String> names) {
        StringBuilder text = new StringBuilder();
        for (String name : names) text.append("AWS query-string parameters must include '").append(name).append("'. ");
        return text.append("Re-examine the query-string parameters.").toString();
    }

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

    /**
     * How a constraint message shows a list of transaction items: "[]" when empty, as DynamoDB echoes it
     * (paritysuite/dynamodb-conformance tests/tier3/error-messages/transactWriteItems.test.ts, against AWS); a longer
     * list, which DynamoDB echoes item by item, by its length.
     */
    public static String shownItems(int count) {
        return count == 0 ? "[]" : "[" + count + " items]";
    }

    /** A request whose member fails a declared constraint; {@code detail} is DynamoDB's per-member text. */
    public static String validationErrors(List<String> details) {
        return details.size() + " validation error" + (details.size() > 1 ? "s" : "") + " detected: "
                + String.join("; ", details);
    }

    private static final Pattern VALIDATION_ERRORS = Pattern.compile("^\\d+ validation errors? detected: .*", Pattern.DOTALL);

    /** Whether {@code message} is already a "N validation error(s) detected: ..." list. */
    public static boolean isValidationErrors(String message) {
        return message != null && VALIDATION_ERRORS.matcher(message).matches();
    }

    /** {@code problem} as the one error of a "1 validation error detected: " list. */
    public static String oneValidationError(String problem) {
        return validationErrors(List.of(problem));
    }

    /** The problem of a one-error list made by {@link #oneValidationError}; other messages as they are. */
    public static String withoutOneValidationError(String message) {
        String prefix = "1 validation error detected: ";
        return message != null && message.startsWith(prefix) ? message.substring(prefix.length()) : message;
    }

    public static String constraint(String valueText, String path, String rule) {
        return "Value " + valueText + " at '" + path + "' failed to satisfy constraint: " + rule;
    }

    /** A constraint as DynamoDB's newer validation words it: the value left out, the member as the API names it. */
    public static String constraintWithoutValue(String member, String rule) {
        return "Value at '" + member + "' failed to satisfy constraint: " + rule;
    }

    /** BatchGetItem's and BatchWriteItem's own sentence for a RequestItems they were not given. */
    public static String requestItemsRequired(String operation) {
        return "The requestItems parameter is required for " + operation;
    }

    // The constraint rules of "N validation errors detected" messages.
    public static final String NOT_NULL_RULE = "Member must not be null";

    /*
     * A table's or index's name: 3 to 255 characters of [a-zA-Z0-9_.-] (API reference, TableName and IndexName:
     * "Minimum length of 3. Maximum length of 255. Pattern: [a-zA-Z0-9_.-]+"). The one statement of the rule: the texts
     * here quote it, storage/TableNames applies it (isName), the validation classes and the Streams ARN check use those.
     */
    public static final int NAME_MIN_LENGTH = 3;
    public static final int NAME_MAX_LENGTH = 255;
    public static final String NAME_PATTERN = "[a-zA-Z0-9_.-]+";
    public static final String NAME_PATTERN_RULE = "Member must satisfy regular expression pattern: " + NAME_PATTERN;

    public static String minLengthRule(long min) {
        return "Member must have length greater than or equal to " + min;
    }

    public static String maxLengthRule(long max) {
        return "Member must have length less than or equal to " + max;
    }

    public static String minValueRule(Number min) {
        return "Member must have value greater than or equal to " + min;
    }

    public static String maxValueRule(Number max) {
        return "Member must have value less than or equal to " + max;
    }

    public static String enumRule(java.util.Collection<String> allowed) {
        return "Member must satisfy enum value set: [" + String.join(", ", allowed) + "]";
    }

    public static String mapKeyRule(String... rules) {
        return "Map keys must satisfy constraint: [" + String.join(", ", rules) + "]";
    }

    public static String memberRule(String... rules) {
        return "Member must satisfy constraint: [" + String.join(", ", rules) + "]";
    }

    public static String mapValueRule(String... rules) {
        return "Map value must satisfy constraint: [" + String.join(", ", rules) + "]";
    }

    public static String parameterRequired(String name) {
        return "The parameter '" + name + "' is required but was not present in the request";
    }

    public static String tableNameLength(String key) {
        return key + " must be at least " + NAME_MIN_LENGTH + " characters long and at most " + NAME_MAX_LENGTH + " characters long";
    }

    /** A parallel Scan's ExclusiveStartKey that lies in another segment's part of the key space. */
    public static String startKeyOfOtherSegment(int totalSegments, int segment) {
        return INVALID_START_KEY + "Invalid ExclusiveStartKey. Please use ExclusiveStartKey with correct Segment. TotalSegments: "
                + totalSegments + " Segment: " + segment;
    }

    public static final String KEY_CONDITIONS_COUNT = "Conditions can be of length 1 or 2 only";

    /** A TableName ARN of another account (storage/TableNames; live DynamoDB's answer, ack-api-quirks DDB-TABLE-011). */
    public static final String ACCESS_IS_DENIED = "Access is denied";

    /**
     * A TableName ARN whose {@code part} is not this engine's: "1 validation error detected: Invalid AWS region in 'ARN'".
     * The region's text is live DynamoDB's (ack-api-quirks DDB-TABLE-011 and its message catalogue); the catalogue names
     * "Invalid AWS partition in" and "Invalid resource type in" too, completed in the region's form (unconfirmed).
     */
    public static String invalidArnPart(String part, String arn) {
        return oneValidationError("Invalid " + part + " in '" + arn + "'");
    }

    /** The parts {@link #invalidArnPart} names. */
    public static final String ARN_REGION = "AWS region";
    public static final String ARN_PARTITION = "AWS partition";
    public static final String ARN_RESOURCE_TYPE = "resource type";

    /**
     * A malformed table ARN (an index or stream ARN among them): the wording ExtendDB/extenddb#200 quotes as DynamoDB's
     * (the catalogue of live answers names "Valid ARN format is ..."; the full text is unconfirmed).
     */
    public static String tableArnFormat(String arn, String path) {
        return validationErrors(List.of(constraint("'" + arn + "'", path, "Valid ARN format is"
                + " 'arn:<awsPartition>:<vendor>:<region>:<subscriber>:resourceType/resourceName', where Resource name must have"
                + " length less than or equal to " + NAME_MAX_LENGTH + ", Resource name must have length greater than or equal to "
                + NAME_MIN_LENGTH + ", Resource name must satisfy regular expression pattern: " + NAME_PATTERN)));
    }

    public static String tableNotFound(String table) {
        return RESOURCE_NOT_FOUND + ": Table: " + table + " not found";
    }

    /**
     * DeleteTable of a table with DeletionProtectionEnabled (AWS's text, as nubo-db/dynoxide#46 quotes it; ack-api-quirks
     * dynamodb 2026-10-09 recorded it against AWS: DDB-TABLE-016).
     */
    public static final String DELETION_PROTECTED =
            "Resource cannot be deleted as it is currently protected against deletion. Disable deletion protection first.";

    public static String tableAlreadyExists(String table) {
        return "Table already exists: " + table;
    }

    /** An empty resource is named "*", as DynamoDB does (dynalite's recorded tag tests). */
    public static String accessDenied(String operation, String resource) {
        return "User: arn:aws:iam::000000000000:root is not authorized to perform: dynamodb:" + operation
                + " on resource: " + (resource.isEmpty() ? "*" : resource);
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
     * {@code kind} is string or binary: an empty B key is "an empty binary value" (Alternator's
     * test_item.py::test_key_empty_bytes_value notes DynamoDB's wording, and dynalite's agrees).
     */
    public static String emptyKeyValue(String attribute, String kind) {
        return "One or more parameter values are not valid. The AttributeValue for a key attribute cannot contain"
                + " an empty " + kind + " value. Key: " + attribute;
    }

    /**
     * An item whose index key is empty; {@code kind} is string or binary (paritysuite/dynamodb-conformance
     * tests/tier3/error-messages batchWriteItem.test.ts and transactWriteItems.test.ts record both, against AWS).
     */
    public static String emptyIndexKey(String attribute, String index, String kind) {
        return "One or more parameter values are not valid. A value specified for a secondary index key is not"
                + " supported. The AttributeValue for a key attribute cannot contain an empty " + kind + " value."
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

    // ---- Point-in-time recovery (DescribeContinuousBackups, UpdateContinuousBackups) ----

    /**
     * TableNotFoundException, as AWS answers DescribeContinuousBackups on a missing table (quoted from AWS in
     * nccgroup/ScoutSuite#1533 and hashicorp/terraform-provider-aws#26577). UpdateContinuousBackups is given the same
     * text: its error is the same TableNotFoundException (API reference), its text was not found recorded.
     */
    public static String backupTableNotFound(String table) {
        return "Table not found: " + table;
    }

    /** A RecoveryPeriodInDays with PointInTimeRecoveryEnabled false, as live DynamoDB answers it (ack-api-quirks DDB-TABLE-084). */
    public static final String RECOVERY_PERIOD_WHEN_DISABLING =
            "Invalid Request: Cannot specify RecoveryPeriodInDays when disabling point-in-time recovery.";

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

    // The service's answer for a name (top-level or a nested map key) of 65,536 bytes or more, in PutItem and in
    // UpdateItem's ExpressionAttributeNames and values, as ExtendDB/extenddb#365 measured it (2026-09-16); Alternator's
    // test_limits.py, run against AWS, finds the same limit for GetItem and conditions.
    public static final String ATTRIBUTE_NAME_TOO_LONG =
            "1 validation error detected: Attribute name is too large, must be less than " + (MAX_ATTRIBUTE_NAME_BYTES + 1) + " bytes";

    // ---- Tags: the rules are the Developer Guide's ("Tagging restrictions in DynamoDB"); the texts are AWS's as
    // ack-api-quirks dynamodb 2026-10-09 recorded them against AWS (DDB-TABLE-105, -107, -108, -110, -372, -457).
    public static final int MAX_TAGS = 50;
    public static final String TOO_MANY_TAGS = "Number of Tags exceed the current limit for the provided ResourceArn";

    /** {@code key} may be null (the text then says "null", as AWS's does). */
    public static String tagKeyInvalid(String key) {
        return "The Tag Key provided is invalid, Key: " + key;
    }

    public static String tagValueInvalid(String value) {
        return "The Tag Value provided is invalid, Value: " + value;
    }

    public static String tagReserved(String key) {
        return "Tag Key cannot be prefixed with aws:, Key: " + key;
    }

    public static String tagKeyRepeated(String key) {
        return "Duplicate Tag Keys provided as input: Duplicate Tag Key found " + key;
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

    // ---- Attribute values and numbers ----
    public static final String BINARY_NOT_A_LIST = "Unrecognized collection type class java.nio.ByteBuffer";
    public static final String NUMBER_SET_DUPLICATES = "Input collection contains duplicates";
    /** A number set with a value twice, as the current value layer words it (model.ValueLayer). */
    public static final String NUMBER_SET_DUPLICATES_CURRENT = invalid("Input collection contains duplicates.");
    public static final String NOT_AN_ATTRIBUTE_VALUE =
            "Unrecognized collection type class com.amazonaws.dynamodb.v20120810.AttributeValue";
    public static final String NUMBER_UNDERFLOW =
            "Number underflow. Attempting to store a number with magnitude smaller than supported range";
    public static final String NUMBER_OVERFLOW =
            "Number overflow. Attempting to store a number with magnitude larger than supported range";
    public static final String NUMBER_TOO_PRECISE = "Attempting to store more than 38 significant digits in a Number";
    public static final String NOT_A_NUMBER = "The parameter cannot be converted to a numeric value";

    public static final String NULL_NOT_TRUE = invalid("Null attribute value types must have the value of true");
    /** DynamoDB's wording, double space included. */
    public static final String EMPTY_STRING_SET = invalid("An string set  may not be empty");
    public static final String EMPTY_NUMBER_SET = invalid("An number set  may not be empty");
    public static final String EMPTY_BINARY_SET = invalid("Binary sets should not be empty");

    /** A string set ({@code type} "") or binary set ("BS") with a value twice; DynamoDB leaves out the space before "of". */
    public static String setDuplicates(String listText, String type) {
        return SET_DUPLICATES_START + listText + (type.isEmpty() ? " contains duplicates." : "of type " + type + " contains duplicates.");
    }

    /** How every {@link #setDuplicates} text begins. */
    public static final String SET_DUPLICATES_START = invalid("Input collection ");

    /**
     * A fault in what one attribute value holds, in either value layer's wording: a number that cannot be read or
     * stored, or a set or NULL refused "One or more parameter values were invalid: ..." (empty, a value twice, not true).
     */
    public static boolean isValueContentFault(String message) {
        return message != null && (message.startsWith(NOT_A_NUMBER) || message.equals(NUMBER_OVERFLOW)
                || message.equals(NUMBER_UNDERFLOW) || message.equals(NUMBER_TOO_PRECISE)
                || message.equals(NUMBER_SET_DUPLICATES) || message.startsWith(invalid("")));
    }

    public static String notANumber(String text) {
        return NOT_A_NUMBER + ": " + text;
    }

    public static String unrecognizedCollection(String javaClass) {
        return "Unrecognized collection type " + javaClass;
    }

    // ---- Expression parameters and legacy conditions ----
    public static final String EMPTY_ATTRIBUTE_VALUES = "ExpressionAttributeValues must not be empty";
    public static final String EMPTY_ATTRIBUTE_NAMES = "ExpressionAttributeNames must not be empty";
    /** A transaction's Put item with an attribute named "" (paritysuite tier3/validation-ordering/deepRequests.test.ts). */
    public static final String EMPTY_ATTRIBUTE_NAME = "Empty attribute name";
    public static final String KEY_CONDITION_NOT_SUPPORTED = "Query key condition not supported";
    /** Two conditions on one key attribute (AWS's text, paritysuite/dynamodb-conformance queryKeyConditionOperands.test.ts). */
    public static final String KEY_CONDITION_TWICE =
            "Invalid KeyConditionExpression: KeyConditionExpressions must only contain one condition per key";

    public static String tooManyKeyConditions(int conditions, int keyAttributes) {
        return "The number of query conditions (" + conditions + ") exceeds the number of key attributes defined in the schema ("
                + keyAttributes + ")";
    }
    public static final String KEY_CONDITION_TYPE_MISMATCH =
            "One or more parameter values were invalid: Condition parameter type does not match schema type";
    public static final String LEGACY_BETWEEN_BOUNDS =
            "The BETWEEN condition was provided a range where the lower bound is greater than the upper bound";
    public static final String NOT_AN_INDEXABLE_OPERATION =
            "Attempted conditional constraint is not an indexable operation";

    public static String invalidNameKey(String key) {
        return "ExpressionAttributeNames contains invalid key: Syntax error; key: \"" + key + "\"";
    }

    public static String invalidValueKey(String key) {
        return "ExpressionAttributeValues contains invalid key: Syntax error; key: \"" + key + "\"";
    }

    // A placeholder over 255 bytes, and a name mapped to "": AWS's texts as captured in ExtendDB/extenddb
    // tests/test_expression_attribute_map_validation.py (the values' text has no size).
    public static String nameKeyTooLong(int bytes) {
        return "ExpressionAttributeNames contains invalid key: The expression attribute map contains a key that is too long;"
                + " size of key: " + bytes;
    }

    public static final String VALUE_KEY_TOO_LONG =
            "ExpressionAttributeValues contains invalid key: The expression attribute map contains a key that is too long;";

    public static String emptyNameValue(String key) {
        return "ExpressionAttributeNames contains invalid value: Empty attribute name for key " + key;
    }

    public static String invalidValue(String problem, String key) {
        return INVALID_VALUE_PREFIX + problem + " for key " + key;
    }

    private static final String INVALID_VALUE_PREFIX = "ExpressionAttributeValues contains invalid value: ";
    private static final Pattern EXPRESSION_NAME =
            Pattern.compile("^Invalid (?:Condition|Filter|KeyCondition|Projection|Update)Expression: ");

    /** An expression's diagnostic without the "Invalid FilterExpression: " (etc.) that names the expression. */
    public static String withoutExpressionName(String message) {
        return message == null ? null : EXPRESSION_NAME.matcher(message).replaceFirst("");
    }

    /** The problem an {@link #invalidValue} message names for one of {@code keys}; null for any other message. */
    public static String invalidValueProblem(String message, Predicate<String> keys) {
        if (message == null || !message.startsWith(INVALID_VALUE_PREFIX)) return null;
        int at = message.lastIndexOf(" for key ");
        if (at < INVALID_VALUE_PREFIX.length() || !keys.test(message.substring(at + " for key ".length()))) return null;
        return message.substring(INVALID_VALUE_PREFIX.length(), at);
    }

    public static String unusedNames(java.util.Collection<String> names) {
        return "Value provided in ExpressionAttributeNames unused in expressions: keys: {" + String.join(", ", names) + "}";
    }

    public static String unusedValues(java.util.Collection<String> names) {
        return "Value provided in ExpressionAttributeValues unused in expressions: keys: {" + String.join(", ", names) + "}";
    }

    /** An expression the grammar or the resolver refused; {@code kind} is e.g. "ConditionExpression". */
    public static String invalidExpression(String kind, String problem) {
        return "Invalid " + kind + ": " + problem;
    }


    /** A multi-attribute sort key: every sort key attribute before the last one named needs an equality. */
    public static String sortKeysNeedEquality(List<String> unequal, String conditioned) {
        return "RANGE key attributes " + String.join(", ", unequal)
                + " must have equality conditions specified in the query because a condition is present on key attribute "
                + conditioned;
    }

    public static String keyConditionMissed(String attribute) {
        return "Query condition missed key schema element: " + attribute;
    }

    public static String duplicateAttributeName(String name) {
        return invalid("Duplicate value in attribute name: " + name);
    }

    public static String expressionAndLegacy(List<String> legacy, List<String> expressions) {
        return "Can not use both expression and non-expression parameters in the same request: Non-expression parameters: {"
                + String.join(", ", legacy) + "} Expression parameters: {" + String.join(", ", expressions) + "}";
    }

    /** PutItem and DeleteItem (paritysuite tier3/error-messages putItem.test.ts, deleteItem.test.ts). */
    public static final String VALUES_WITHOUT_EXPRESSIONS =
            "ExpressionAttributeValues can only be specified when using expressions";

    public static String valuesWithoutExpressions(List<String> expressions) {
        return "ExpressionAttributeValues can only be specified when using expressions: " + String.join(" and ", expressions)
                + " " + (expressions.size() > 1 ? "are" : "is") + " null";
    }

    // The legacy parameters' details (Messages.invalid adds the prefix).
    public static final String ONLY_DELETE_WITHOUT_VALUE = "Only DELETE action is allowed when no attribute value is specified";

    public static String existsWithOperator(String attribute) {
        return "Exists and ComparisonOperator cannot be used together for Attribute: " + attribute;
    }

    public static String valueWithList(String attribute) {
        return "Value and AttributeValueList cannot be used together for Attribute: " + attribute;
    }

    public static String listWithoutOperator(String attribute) {
        return "AttributeValueList can only be used with a ComparisonOperator for Attribute: " + attribute;
    }

    /** {@code exists} is "null" or "true", as DynamoDB prints it. */
    public static String valueNeeded(String exists, String attribute) {
        return "Value must be provided when Exists is " + exists + " for Attribute: " + attribute;
    }

    public static String valueWhenNotExists(String attribute) {
        return "Value cannot be used when Exists is false for Attribute: " + attribute;
    }

    public static String argumentCount(String operator) {
        return "Invalid number of argument(s) for the " + operator + " ComparisonOperator";
    }

    public static String valueOrListWithOperator(String operator, String attribute) {
        return "Value or AttributeValueList must be used with ComparisonOperator: " + operator + " for Attribute: " + attribute;
    }

    public static final String LEGACY_LIST_MIXED_TYPES = "AttributeValues inside AttributeValueList must be of same type";

    // ConditionalOperator joins two or more legacy conditions; the texts as captured from DynamoDB in ExtendDB/extenddb#213
    // (and in DynamoDB Local's error codes). Alternator's test_expected.py::test_update_expected_empty finds the first.
    public static final String CONDITIONAL_OPERATOR_ALONE = "ConditionalOperator cannot be used without Filter or Expected";
    public static final String CONDITIONAL_OPERATOR_ONE_CONDITION =
            "ConditionalOperator can only be used when Filter or Expected has two or more elements";

    public static String operatorNotForType(String operator, String type) {
        return "ComparisonOperator " + operator + " is not valid for " + type + " AttributeValue type";
    }

    public static String deleteNotForType(String type) {
        return "DELETE action with value is not supported for the type " + type;
    }

    public static String addNotForType(String type) {
        return "ADD action is not supported for the type " + type;
    }

    // ---- Request members and operation rules ----
    public static final String INTERNAL_SERVER_ERROR = "Internal server error";
    public static final String MORE_THAN_ONE_DATATYPE =
            "Supplied AttributeValue has more than one datatypes set, must contain exactly one of the supported datatypes";
    public static final String NAMES_WITHOUT_EXPRESSIONS =
            "ExpressionAttributeNames can only be specified when using expressions";
    public static final String ALL_PROJECTED_WITHOUT_INDEX =
            "ALL_PROJECTED_ATTRIBUTES can be used only when Querying using an IndexName";
    public static final String SELECT_SPECIFIC_NO_PROJECTION =
            "Must specify the AttributesToGet or ProjectionExpression when choosing to get SPECIFIC_ATTRIBUTES";
    /** Query's invalid ConditionalOperator, bare and with the value set live DynamoDB prints (LegacyParameters). */
    public static final String QUERY_CONDITIONAL_OPERATOR = "Failed to satisfy constraint: " + enumRule(List.of("ALL", "OR"));
    /**
     * An item write's ReturnValues outside its enum as DynamoDB's newer validation words it: bare, with its own list
     * ("UPDATE_NEW" sic), as live DynamoDB answered in 2026 (paritysuite/dynamodb-conformance
     * captures/cross-region-latest.json o_put_three_bad_enums, o_del_two_bad_enums, o_upd_two_bad_enums).
     */
    public static final String RETURN_VALUES_NEWER_ENUM = "Failed to satisfy constraint: "
            + enumRule(List.of("ALL_OLD", "UPDATED_OLD", "ALL_NEW", "UPDATE_NEW", "NONE"));
    public static final String TOTAL_WITHOUT_SEGMENT =
            "The Segment parameter is required but was not present in the request when parameter TotalSegments is present";
    public static final String SEGMENT_WITHOUT_TOTAL =
            "The TotalSegments parameter is required but was not present in the request when Segment parameter is present";
    public static final String INVALID_TABLE_ARN = "Invalid TableArn";
    public static final String NO_TAGS = "Atleast one Tag needs to be provided as Input.";
    public static final String TRANSACT_ITEMS_EMPTY = "TransactItems must not be empty";
    /** paritysuite tier3/error-messages transactWriteItems.test.ts, "action with no operation" (us-east-1). */
    public static final String TRANSACT_ITEM_NO_ACTION =
            "Invalid Request: TransactWriteRequest should contain Delete or Put or Update request";
    public static final String TRANSACT_ITEM_NOT_ONE_ACTION =
            "TransactItems can only contain one of Check, Put, Update or Delete";
    public static final String NO_TAG_KEYS = "Atleast one Tag Key needs to be provided as Input.";
    public static final String RETURN_VALUES_ALL_OLD_OR_NONE = "ReturnValues can only be ALL_OLD or NONE";
    public static final String IDEMPOTENT_TOKEN_REUSED =
            "Specified idempotent token was already used with different parameters";
    public static final String START_KEY_NOT_IN_RANGE =
            "The provided starting key does not match the range key predicate";
    public static final String START_KEY_ONE_ROW = "The query can return at most one row and cannot be restarted";
    public static final String START_KEY_OUTSIDE_QUERY =
            "The provided starting key is outside query boundaries based on provided conditions";
    /**
     * A TransactWriteItems over 4 MB, with the size counted. Alternator's test_transact.py::test_transact_write_items_put_5MB
     * (run against AWS) matches "size cannot exceed" and calls it the "transaction payload"; the whole text, its sentence
     * twice as AWS sends it, is the one an application handling the error quotes and parses ("Payload Size: (\d+)").
     */
    public static String transactionTooLarge(long payloadBytes) {
        String sentence = "Transaction payload size cannot exceed 4MB. Payload Size: ";
        return sentence + ": " + sentence + payloadBytes;
    }

    /** {@code select} is the request's Select (never SPECIFIC_ATTRIBUTES). */
    public static String projectionWithSelect(String select) {
        return "Cannot specify the ProjectionExpression when choosing to get " + selectNamed(select);
    }

    /** As live DynamoDB words it (getmoto/moto's aws_verified test_attributes_to_get_rejected_for_non_specific_select). */
    public static String attributesToGetWithSelect(String select) {
        return "Cannot specify the AttributesToGet when choosing to get " + selectNamed(select);
    }

    private static String selectNamed(String select) {
        return select.equals("COUNT") ? "only the Count" : select;
    }

    public static String segmentNotLessThanTotal(long segment, long total) {
        return "The Segment parameter is zero-based and must be less than parameter TotalSegments: Segment: " + segment
                + " is not less than TotalSegments: " + total;
    }

    /** Live DynamoDB's answer to a ResourceArn without the arn: prefix (Alternator's test_tag.py records it). */
    public static final String ARN_PREFIX = "ARNs must start with 'arn:'";

    /** An index's ARN given to a tagging operation (Alternator's test_tag.py::test_tag_lsi_gsi records AWS's text). */
    public static String notTableOrStreamArn(String arn) {
        return invalid("Invalid resource arn provided, only table or stream is accepted. Provided resource arn: " + arn);
    }

    public static String invalidResourceArn(String arn) {
        return "Invalid TableArn: Invalid ResourceArn provided as input " + arn;
    }

    /** DynamoDB's spelling ("ResourcArn"). */
    public static String resourceArnNotFound(String arn) {
        return RESOURCE_NOT_FOUND + ": ResourcArn: " + arn + " not found";
    }

    /** dynalite's query.js records both names: "QueryFilter" for the legacy parameter, else "Filter Expression". */
    public static String filterOnKey(boolean isQueryFilter, String keyName) {
        return (isQueryFilter ? "QueryFilter" : "Filter Expression")
                + " can only contain non-primary key attributes: Primary key attribute: " + keyName;
    }

    /**
     * A projection or AttributesToGet naming attributes a GSI does not hold. Only the one-attribute form is
     * recorded ("... Global secondary index my_index does not project [table_column]", localstack/localstack#478);
     * several are assumed listed as Java lists them, "[a, b]".
     */
    public static String gsiDoesNotProject(String index, List<String> missing) {
        return invalid("Global secondary index " + index + " does not project " + missing);
    }

    /**
     * A filter naming attributes a GSI does not hold: the text AWS answered in sensedeep/dynamodb-onetable#377 (one
     * attribute; several assumed listed as "[a, b]").
     */
    public static String gsiDoesNotProjectFilter(String index, List<String> missing) {
        return invalid("Secondary index " + index + " does not project one or more filter attributes: " + missing);
    }

    public static String allAttributesOfPartialGsi(String index) {
        return invalid("Select type ALL_ATTRIBUTES is not supported for global secondary index " + index
                + " because its projection type is not ALL");
    }

    public static String indexBackfilling(String index) {
        return "Cannot read from backfilling global secondary index: " + index;
    }

    // ---- CreateTable and UpdateTable: key schemas, indexes, billing ----
    public static final String TOO_MANY_GSIS = invalid("GlobalSecondaryIndex count exceeds the per-table limit of 20");
    public static final String TOO_MANY_PROJECTED_ATTRIBUTES =
            invalid("Number of projected attributes in all indexes exceeds limit of 100");
    public static final String GSI_LIST_EMPTY = invalid("List of GlobalSecondaryIndexes is empty");
    public static final String TOO_MANY_LSIS = invalid("Number of LocalSecondaryIndexes exceeds per-table limit of 5");
    public static final String LSI_WITHOUT_TABLE_RANGE_KEY =
            invalid("Table KeySchema does not have a range key, which is required when specifying a LocalSecondaryIndex");
    public static final String LSI_LIST_EMPTY = invalid("List of LocalSecondaryIndexes is empty");
    public static String attributeDefinedTwice(String name) {
        return "Attribute Name is duplicated: " + name;
    }

    public static final String KEY_SCHEMA_DEFINITIONS_COUNT =
            invalid("Number of attributes in KeySchema does not exactly match number of attributes defined in AttributeDefinitions");
    public static final String PROVISIONED_WITHOUT_THROUGHPUT =
            invalid("ReadCapacityUnits and WriteCapacityUnits must both be specified when BillingMode is PROVISIONED");
    public static final String ON_DEMAND_WITH_THROUGHPUT =
            invalid("Neither ReadCapacityUnits nor WriteCapacityUnits can be specified when BillingMode is PAY_PER_REQUEST");
    public static final String INCLUDE_WITHOUT_ATTRIBUTES =
            invalid("ProjectionType is INCLUDE, but NonKeyAttributes is not specified");
    /** A projection's NonKeyAttributes naming one attribute twice, as AWS words it (no "invalid" prefix). */
    public static final String NON_KEY_ATTRIBUTE_TWICE = "Cannot have two attributes with the same name";
    public static final String PROJECTION_TYPE_NULL = invalid("Unknown ProjectionType: null");
    public static final String KEY_SCHEMA_SECOND_NOT_RANGE =
            "Invalid KeySchema: The second KeySchemaElement is not a RANGE key type";
    public static final String KEY_SCHEMA_FIRST_NOT_HASH =
            "Invalid KeySchema: The first KeySchemaElement is not a HASH key type";
    public static final String KEY_SCHEMA_SAME_NAME =
            "Both the Hash Key and the Range Key element in the KeySchema have the same name";
    public static final String KEY_SCHEMA_UNDEFINED = "Invalid KeySchema: Some index key attribute have no definition";
    /** As AWS answers an UpdateTable creating or deleting two GSIs (dynalite's recorded test; aws-cdk issue 14920's users). */
    public static final String ONE_ONLINE_INDEX_CHANGE =
            "Subscriber limit exceeded: Only 1 online index can be created or deleted simultaneously per table";
    /** Recorded from AWS by a live-DynamoDB behaviour catalogue (one entry with two of Create, Update, Delete). */
    public static final String INDEX_UPDATE_TWO_ACTIONS =
            invalid("Only one global secondary index action is allowed per GlobalSecondaryIndexUpdate object");
    /**
     * A WarmThroughput unit ({@code ReadUnitsPerSecond}, {@code WriteUnitsPerSecond}) refused, in AWS's words
     * (ack-api-quirks dynamodb 2026-10-09, recorded against AWS: DDB-TABLE-039, DDB-TABLE-059, DDB-TABLE-179,
     * DDB-TABLE-155 for an index): below the on-demand baseline at CreateTable, below the provisioned units at
     * CreateTable, below the current value at UpdateTable. {@code of} is "table" or "index NAME".
     */
    public static String warmThroughputBelowOnDemand(String unit) {
        return invalid("Requested " + unit + " for WarmThroughput for table is lower than initial throughput for OnDemand. "
                + "See: https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/on-demand-capacity-mode.html"
                + "#on-demand-capacity-mode-initial");
    }

    public static String warmThroughputBelowProvisioned(String unit, String capacityUnit) {
        return invalid("Requested " + unit + " for WarmThroughput for table is lower than " + capacityUnit
                + " of ProvisionedThroughput");
    }

    public static String warmThroughputDecrease(String unit, String of) {
        return invalid("Requested " + unit + " for WarmThroughput for " + of
                + " is lower than current WarmThroughput, decreasing WarmThroughput is not supported");
    }

    /** DynamoDB's answer to a TableClass outside its enum (quoted in Alternator's test_tableclass.py, run against AWS). */
    public static final String INVALID_TABLE_CLASS = "Invalid table-class parameter provided. Please try again with a valid "
            + "table-class value: [STANDARD, STANDARD_INFREQUENT_ACCESS].";
    public static final String INDEX_UPDATE_EMPTY =
            invalid("One of GlobalSecondaryIndexUpdate.Update, GlobalSecondaryIndexUpdate.Create, GlobalSecondaryIndexUpdate.Delete must not be null");
    /** AWS's list (ack-api-quirks dynamodb 2026-10-09, recorded against AWS: DDB-TABLE-015, -442); dynalite has an older one. */
    public static final String UPDATE_TABLE_NOTHING =
            "At least one of ProvisionedThroughput, BillingMode, UpdateStreamEnabled, GlobalSecondaryIndexUpdates, SSESpecification, "
            + "ReplicaUpdates, MultiAccountReplicaReady, ReplicaTransitRoleArn, MultiRegionConsistency, DeletionProtectionEnabled, "
            + "OnDemandThroughput, WarmThroughput or TableClass is required";
    // UpdateTable changes one thing at a time: AWS's refusals of a request that pairs changes, as ack-api-quirks dynamodb
    // 2026-10-09 recorded them (DDB-TABLE-174, -359, -382, -433).
    public static final String INDEX_UPDATES_EMPTY = invalid("List of GlobalSecondaryIndexUpdates is empty");

    /** {@code change}: "Server-Side Encryption modification", "TableClass modification", ..., "WarmThroughput". */
    public static String onlyOperation(String change) {
        return invalid(change + " must be the only operation in the request");
    }

    public static final String ON_DEMAND_THROUGHPUT_ONLY_WITH_BILLING_MODE =
            invalid("OnDemandThroughput can only be combined with BillingMode in an UpdateTable request");
    public static final String INDEX_CREATE_WITH_WARM_THROUGHPUT =
            invalid("Create global secondary index cannot be specified when updating WarmThroughput");
    public static final String STREAM_WITH_IOPS = invalid("You cannot modify stream status while updating table IOPS");
    public static final String INDEX_WITH_IOPS = invalid("You cannot create or delete index while updating table IOPS");
    public static final String INDEX_WITH_STREAM = invalid("You cannot create or delete index while changing stream status");
    // ---- A table that is CREATING, UPDATING or DELETING: what follows IN_USE. The UPDATING texts name the change under
    // way, as ack-api-quirks dynamodb 2026-10-09 recorded them against AWS (DDB-TABLE-002, -069, -119, -286, -369); the
    // stream's OnDemandThroughput text is recorded cut short ("... is i"), completed as the others end.
    public static String tableBeingCreated(String table) { return "Table is being created: " + table; }

    public static String tableBeingDeleted(String table) { return "Table is being deleted: " + table; }

    public static String tableBeingUpdated(String table) { return "Table is being updated: " + table; }

    public static final String DELETE_WHILE_INDEX_CHANGES = "Cannot delete table while indexes are being created, updated, or deleted.";
    public static final String DELETE_WHILE_STREAM_CHANGES = "Cannot delete table while stream is being enabled/disabled.";

    public static String deleteWhileUpdating(String table) { return "Table: " + table + " is in the process of being updated."; }

    public static String throughputWhileIops(String table) { return "Table IOPS are currently being updated. Table: " + table; }

    public static String streamWhileIops(String table) {
        return "Can't enable or disable stream while table IOPS are being updated. Table: " + table;
    }

    public static final String ON_DEMAND_THROUGHPUT_WHILE_BILLING_MODE =
            "OnDemandThroughput cannot be updated while BillingMode update is in progress";
    public static final String ON_DEMAND_THROUGHPUT_WHILE_STREAM =
            "OnDemandThroughput cannot be updated while stream status update is in progress";

    public static String tableClassWhileTableClass(String table, String tableClass) {
        return "Can't update table class when a table class update is in progress. Table: " + table
                + " TableClassUpdateInProgress: " + tableClass;
    }

    public static String streamWhileTableClass(String table, String tableClass) {
        return "Can't change stream status when a table class update is in progress. Table: " + table
                + " TableClassUpdateInProgress: " + tableClass;
    }

    public static String onDemandThroughputWhileTableClass(String tableClass) {
        return "OnDemandThroughput cannot be updated while TableClass update is in progress. TableClassUpdateInProgress: " + tableClass;
    }

    public static String tableClassWhileStream(String table) {
        return "Can't update table class when stream status is being updated. Table: " + table;
    }

    // ---- Server-side encryption, in AWS's words (ack-api-quirks dynamodb 2026-10-09, recorded against AWS: DDB-TABLE-031,
    // -036, -079, -082)
    public static final String SSE_TYPE_WHEN_DISABLED = invalid("SSEType can not be specified if Enabled is false");
    public static final String SSE_KEY_WHEN_DISABLED = invalid("KMSMasterKeyId can not be specified if Enabled is false");
    public static final String SSE_AES256 = invalid("SSEType AES256 is not supported");
    public static final String SSE_KEY_NEEDS_KMS = invalid("SSEType KMS is required if KMSMasterKeyId is specified");
    public static final String SSE_ALREADY_DEFAULT = invalid("Table is already encrypted by default");
    public static final String SSE_SAME_KEY = invalid("Table is already encrypted with given KMSMasterKeyId. "
            + "Use KMSMasterKeyId parameter if you want to change Master Key");
    public static final String CREATE_INDEX_WITHOUT_DEFINITIONS =
            invalid("AttributeDefinitions must be provided when creating a global secondary index");
    public static final String PROVISIONED_NEEDS_THROUGHPUT =
            invalid("ProvisionedThroughput must be specified when BillingMode is PROVISIONED");
    /**
     * UpdateTable switching a table to on demand with ProvisionedThroughput, and OnDemandThroughput refused, in AWS's
     * words (ack-api-quirks dynamodb 2026-10-09, recorded against AWS: DDB-TABLE-038, -039, -051, -056, -059).
     */
    public static final String SWITCH_TO_ON_DEMAND_WITH_THROUGHPUT =
            invalid("ProvisionedThroughput cannot be specified when BillingMode is PAY_PER_REQUEST");
    public static final String ON_DEMAND_THROUGHPUT_ON_PROVISIONED_CREATE =
            invalid("MaxReadRequestUnits for OnDemandThroughput cannot be specified when table BillingMode is PROVISIONED.");
    public static final String ON_DEMAND_THROUGHPUT_ON_PROVISIONED_UPDATE =
            invalid("MaxReadRequestUnits for OnDemandThroughput cannot be specified when the table BillingMode is PROVISIONED");

    /**
     * {@code unit}: MaxReadRequestUnits or MaxWriteRequestUnits; {@code of}: "table", or "index : NAME" (the variant
     * DDB-TABLE-442 notes for a GSI without quoting it whole).
     */
    public static String onDemandThroughputOutOfRange(String unit, String of) {
        return invalid("Requested " + unit + " for OnDemandThroughput for " + of + " is outside of valid range");
    }

    /** A GSI Update on an on-demand table (ack-api-quirks dynamodb 2026-10-09, recorded against AWS: DDB-TABLE-442, -456, -457). */
    public static String onDemandIndexUpdateWithThroughput(String index) {
        return invalid("Neither ReadCapacityUnits nor WriteCapacityUnits can be specified for index: " + index
                + " when BillingMode is PAY_PER_REQUEST");
    }

    public static String onDemandIndexUpdateNothing(String index) {
        return invalid("The only Updates for index: " + index + " when TableThroughputMode is PAY_PER_REQUEST can be to "
                + "OnDemandThroughput, WarmThroughput");
    }

    /** {@code unit} is "Read" or "Write"; {@code where} is "" or " for index NAME". */
    public static String throughputOutOfBounds(long value, String unit, String where) {
        return "Given value " + value + " for " + unit + "CapacityUnits is out of bounds" + where;
    }

    public static final String KEY_SCHEMA_HASH_AFTER_RANGE = "Invalid KeySchema: A HASH key attribute follows a RANGE key attribute";

    /** AWS words it as a duplicate (Alternator's test_gsi_composite_keys.py); the rest of its text is not recorded. */
    public static String keyAttributeRepeated(String attribute) {
        return "Invalid KeySchema: The attribute " + attribute + " is duplicated in the KeySchema";
    }

    /** {@code keyType} is "HASH" or "RANGE". */
    public static String tooManyGsiKeyAttributes(int most, String keyType) {
        return "Invalid KeySchema: A global secondary index can have at most " + most + " " + keyType + " key attributes";
    }

    public static String keysNotDefined(java.util.Collection<String> keys, java.util.Collection<String> definitions) {
        return invalid("Some index key attributes are not defined in AttributeDefinitions. Keys: [" + String.join(", ", keys)
                + "], AttributeDefinitions: [" + String.join(", ", definitions) + "]");
    }

    public static String definitionsNotUsed(java.util.Collection<String> definitions, java.util.Collection<String> used) {
        return invalid("Some AttributeDefinitions are not used. AttributeDefinitions: [" + String.join(", ", definitions)
                + "], keys used: [" + String.join(", ", used) + "]");
    }

    public static String nonKeyAttributesWith(String projectionType) {
        return invalid("ProjectionType is " + projectionType + ", but NonKeyAttributes is specified");
    }

    public static String lsiWithoutRangeKey(String index) {
        return invalid("Index KeySchema does not have a range key for index: " + index);
    }

    public static String lsiOtherHashKey(String index, String indexHash, String tableHash) {
        return invalid("Index KeySchema does not have the same leading hash key as table KeySchema for index: " + index
                + ". index hash key: " + indexHash + ", table hash key: " + tableHash);
    }

    public static String duplicateIndex(String index) {
        return invalid("Duplicate index name: " + index);
    }

    public static String onDemandIndexWithThroughput(String index) {
        return invalid("ProvisionedThroughput should not be specified for index: " + index + " when BillingMode is PAY_PER_REQUEST");
    }

    public static String indexNeedsThroughput(String index) {
        return invalid("ProvisionedThroughput must be specified for index: " + index);
    }

    public static String twoUpdatesOfIndex(String index) {
        return invalid("Only one global secondary index update per index is allowed simultaneously. Index: " + index);
    }

    /**
     * A new GSI's key attribute defined with another type than the table already has: AWS's text as Alternator's
     * test_gsi_updatetable.py quotes it for one-element schemas; a schema of two elements is joined with ", " (a guess).
     */
    public static String attributeRedefined(String existingSchema, String newSchema) {
        return invalid("Attributes cannot be redefined. Please check that your attribute has the same type as previously "
                + "defined. Existing schema: " + existingSchema + " New schema: " + newSchema);
    }

    public static String indexExists(String index) {
        return invalid("Index already exists: " + index);
    }

    /**
     * UpdateTable's GlobalSecondaryIndexUpdates Delete naming an LSI. DynamoDB's exact text is not recorded: Alternator's
     * test_gsi_updatetable.py::test_gsi_delete_with_lsi (run against AWS) records a ValidationException and paraphrases
     * it ("saying it knows it's an index but it's not a GSI"); this is that paraphrase, with the prefix DynamoDB's other
     * UpdateTable index refusals carry.
     */
    public static String deleteLocalIndex(String index) {
        return invalid("Index: " + index + " is not a global secondary index");
    }

    public static String indexNotFoundForUpdate(String index) {
        return RESOURCE_NOT_FOUND + ": Index: " + index + " not found";
    }

    // ---- PartiQL (the statement texts DynamoDB answers) ----
    /** The API reference's rule, in its words: DynamoDB's own text for the refusal is not documented. */
    public static final String PARTIQL_BATCH_MIXED =
            "The entire batch must consist of either read statements or write statements, you cannot mix both in one batch.";
    /*
     * Source of the next six: nubo-db/dynamodb-conformance tests/tier3/error-messages/partiql.test.ts and
     * partiqlIndexQualifier.test.ts, tests/tier2/partiql/indexQualifier.test.ts (against AWS, eu-west-2; the last two
     * texts are recorded as contained in AWS's message, not as the whole of it).
     */
    public static final String PARTIQL_TRANSACTION_RETURNING = "RETURNING clause is not supported in ExecuteTransaction.";
    public static final String PARTIQL_TRANSACTION_INDEX_READ = "Reads on indices are not supported within transactions.";
    public static final String PARTIQL_FROM_TOO_MANY_COMPONENTS = "A path may contain at most 2 components in the FROM clause";
    public static final String PARTIQL_EMPTY_PATH_COMPONENT = "Path component cannot be an empty string";
    public static final String PARTIQL_INSERT_INTO_INDEX = "FROM clause may only contain a single table name";
    public static final String PARTIQL_WRITE_ON_INDEX = "This operation is not supported on an index";
    public static final String PARTIQL_BAG_TYPE = "DynamoDB only supports either numbers or strings in bags";
    public static final String PARTIQL_EMPTY_BAG = "Empty bags are not supported";
    public static final String PARTIQL_ALIASING = "Aliasing is not supported";
    public static final String PARTIQL_CONDITION_NOT_A_VALUE = "Unsupported operation: a condition is not a value";
    public static final String PARTIQL_WHERE_NOT_A_CONDITION =
            "Unsupported operation: the WHERE clause must be a condition";
    public static final String PARTIQL_INVALID_NEXT_TOKEN = "Invalid NextToken";
    public static final String PARTIQL_NO_FULL_KEY = "Where clause does not contain a mandatory equality on all key attributes";
    /**
     * AWS refuses legacy KeyConditions on a multi-attribute key (Alternator's test_gsi_composite_keys.py); its text is not
     * recorded, so the engine's follows the PartiQL refusal below.
     */
    public static final String LEGACY_KEY_CONDITIONS_MULTI_ATTRIBUTE =
            "KeyConditions cannot be used on indexes with multi-attribute HASH keys or multi-attribute RANGE keys.";
    /** DynamoDB's refusal of a PartiQL read of a GSI with a multi-attribute key (its wording names tables). */
    public static final String PARTIQL_MULTI_ATTRIBUTE_INDEX =
            "PartiQL statements cannot be executed on tables with multi-attribute HASH keys or multi-attribute RANGE keys.";
    /** Source: paritysuite/dynamodb-conformance tests/tier3/error-messages/partiqlGrammar.test.ts (against AWS). */
    public static final String PARTIQL_OVERLAPPING_RANGES =
            "Overlapping conditions with range keys are not supported in where clause";
    public static final String PARTIQL_EXISTS_OUTSIDE_TRANSACTION =
            "Unsupported operation: EXISTS can only be used in ExecuteTransaction";
    /** A SELECT in EXISTS(...) that names only the key: the Developer Guide asks for "a full primary key and one other condition". */
    public static final String PARTIQL_EXISTS_NEEDS_CONDITION = "EXISTS() must contain a single item read with additional condition";
    public static final String PARTIQL_ORDER_BY_NEEDS_WHERE =
            "Must have WHERE clause in the statement when using ORDER BY clause.";

    /** A SELECT in a batch or transaction that is not a read of one item by its whole key (of the table, not an index). */
    public static final String PARTIQL_NO_SUCH_INDEX = "The table does not have the specified index";
    public static final String PARTIQL_GSI_CONSISTENT_READ = "Strongly consistent read is not supported on Global Secondary Indexes";

    /** {@code clause} as written after RETURNING, e.g. "MODIFIED OLD *" (nubo-db partiql.test.ts, against AWS). */
    public static String partiqlDeleteReturning(String clause) {
        return "Invalid returning clause: RETURNING " + clause + ". Only RETURNING ALL OLD * is allowed in DELETE statements.";
    }

    public static String partiqlSelectNeedsKey(String operation) {
        return "Select statements within " + operation + " must specify the primary key in the where clause.";
    }

    /** A literal of a statement that breaks a value rule, and where it sits in its attribute value ("root.x[1]"). */
    public static String partiqlValueProblem(String problem, String path) {
        return problem + " under " + path;
    }

    public static String partiqlTransactionStatement(int index, String problem) {
        return "Validation failed in TransactStatements[" + index + "]: " + problem;
    }

    /** The expression language's text, without its envelope (paritysuite tier3 partiqlFunctions.test.ts, against AWS). */
    public static String partiqlArgumentCount(String function, int count) {
        return "Incorrect number of operands for operator or function; operator or function: " + function
                + ", number of operands: " + count;
    }

    /** An expression as the whole statement: it parses, and is refused naming its kind ("IsType"). */
    public static String partiqlUnsupportedOperation(String kind) {
        return "Unsupported operation: " + kind;
    }

    /*
     * The refusals that name a place in the statement, "at line:column:length" (counted in characters from 1).
     * Source: paritysuite/dynamodb-conformance tests/tier3/error-messages/partiqlFunctions.test.ts (against AWS).
     * {@code function} is SET_ADD or SET_DELETE.
     */
    public static String partiqlSetFunctionArguments(String function, String at) {
        return function + " must have exactly two arguments at " + at;
    }

    public static String partiqlSetFunctionTarget(String function, String at) {
        return "The first argument to " + function + " must equal the assignment value at " + at;
    }

    public static String partiqlSetFunctionMembers(String function, String at) {
        return "The second argument to " + function + " must be a value with type SET at " + at;
    }

    public static String partiqlUnrecognizedFunction(String function, String at) {
        return "Unrecognized function: " + function + " at " + at;
    }

    public static String partiqlUnexpectedPathComponent(String at) {
        return "Unexpected path component at " + at;
    }

    /** A function where an INSERT's item needs a value; {@code path} is "root" (where in the item, as for numbers). */
    public static String partiqlUnsupportedDataType(String function, String path, String at) {
        return "Unsupported data type: " + function + " under key " + path + " at " + at;
    }

    /** {@code where} names the construct, e.g. "begins_with". */
    public static String partiqlNeedsPath(String where) {
        return "Unsupported operation: " + where + " needs an attribute path";
    }

    // ---- Control requests: member types ----
    public static final String CONTROL_INDEX_LAG_NOT_OBJECT = "IndexLag must be an object";
    public static final String CONTROL_THROTTLING_NOT_BOOLEAN = "Throttling must be true or false";
}
