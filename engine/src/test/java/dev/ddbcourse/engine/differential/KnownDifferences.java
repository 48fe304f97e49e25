package dev.ddbcourse.engine.differential;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import java.util.function.BiPredicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Where the engine follows live DynamoDB (its current documentation or its recorded answers) and
 * dynalite 4.0.0 does not: each entry says why. {@link WireDifferentialTest} and the scenarios
 * ({@link Differential}, against dynalite) count these apart and fail on any other difference.
 */
final class KnownDifferences {
    private KnownDifferences() {}

    /** A case name pattern, a check on the two outcomes, and the reason. */
    private record Entry(Pattern cases, BiPredicate<JsonNode, JsonNode> applies, String reason) {}

    /** dynalite's wording of a Query Limit below 1 (its value shown, the member "limit"). */
    private static final Pattern QUERY_LIMIT = Pattern.compile("Value '-?\\d+' at 'limit'");

    /** The engine's empty data-plane TableName, in the older wording or the newer one. */
    private static final Pattern EMPTY_TABLE_NAME = Pattern.compile(
            "Value ('' at 'tableName'|at 'TableName') failed to satisfy constraint: Member must have length greater than or equal to 1");

    private static final List<Entry> ENTRIES = List.of(
            // dynalite 4.0.0 predates these members and ignores them; DynamoDB's API reference declares them,
            // so a wrong JSON type in them is a SerializationException.
            new Entry(Pattern.compile("^\\w+ \\{\"(Tags|TableClass|DeletionProtectionEnabled|OnDemandThroughput|WarmThroughput"
                    + "|ResourcePolicy|SSESpecification|StreamSpecification|ReturnValuesOnConditionCheckFailure|NextToken)\":.*"),
                    (theirs, mine) -> mine.path("Body").path("__type").asText().endsWith("#SerializationException"),
                    "member newer than dynalite 4.0.0 (DynamoDB API reference declares it)"),
            // Members dynalite 4.0.0 does not read for this operation; DynamoDB's API reference declares them
            // (UpdateTable's AttributeDefinitions, Scan's ConsistentRead), so their JSON type is checked first.
            new Entry(Pattern.compile("^(UpdateTable \\{\"AttributeDefinitions\"|Scan \\{\"ConsistentRead\"):.*"),
                    (theirs, mine) -> mine.path("Body").path("__type").asText().endsWith("#SerializationException"),
                    "member dynalite 4.0.0 does not read (DynamoDB API reference declares it)"),
            // AttributeValueUpdate.Action is the enum ADD | PUT | DELETE in DynamoDB's API reference; dynalite
            // does not check it (it treats an unknown action as PUT).
            new Entry(Pattern.compile("^UpdateItem .*\"AttributeUpdates\":\\{\"\\w+\":\\{\"Action\":\"XX\".*"),
                    (theirs, mine) -> mine.path("Body").path("message").asText().contains("member.action"),
                    "AttributeUpdates Action outside its enum (dynalite does not check it)"),
            // DynamoDB's Query reference for AttributesToGet: it cannot be used with Select other than
            // SPECIFIC_ATTRIBUTES; dynalite answers such a request.
            new Entry(Pattern.compile("^Query .*\"AttributesToGet\":\\[\"s\"\\],\"Select\":\"ALL_ATTRIBUTES\".*"),
                    (theirs, mine) -> mine.path("Status").asInt() == 400,
                    "AttributesToGet with Select ALL_ATTRIBUTES (DynamoDB documents it as an error)"),
            // An update that only deletes attributes of a missing item: DynamoDB stores nothing (scylladb/scylladb#5862
            // records it), dynalite creates the item from its key and returns it.
            new Entry(Pattern.compile("^UpdateItem .*\"AttributeUpdates\":\\{\"\\w+\":\\{\"Action\":\"DELETE\"}}.*"),
                    (theirs, mine) -> mine.path("Status").asInt() == 200 && mine.path("Body").path("Attributes").isMissingNode(),
                    "DELETE-only update of a missing item (DynamoDB creates nothing; dynalite creates the item)"),
            // A ProjectionExpression, AttributesToGet or filter naming an attribute a GSI does not project, or a filter
            // naming one an LSI does not project: DynamoDB refuses it (API reference, Query and Scan, Select: "Global
            // secondary index queries cannot fetch attributes from the parent table"; the texts as AWS answered them in
            // localstack/localstack#478 and sensedeep/dynamodb-onetable#377; Alternator's test_lsi.py for the LSI's
            // filter); dynalite answers what the index holds.
            new Entry(Pattern.compile("^(Query|Scan) .*"),
                    (theirs, mine) -> succeeded(theirs) && message(mine).matches("One or more parameter values were invalid: "
                            + "(Global secondary index \\S+ does not project|Secondary index \\S+ does not project one or more"
                            + " filter attributes:) \\[.+]"),
                    "index read asking for an attribute the index does not project (DynamoDB refuses it)"),
            // QueryFilter or ScanFilter EQ / NE with a list, map or Boolean: live DynamoDB compares them (Alternator's
            // test_query_filter_eq and test_query_filter_ne, run against AWS); dynalite refuses them as of the wrong type.
            // (The case names are raw JSON in WireDifferentialTest, lenient JSON in the scenarios.)
            new Entry(Pattern.compile("^(Query|Scan) .*\"?(QueryFilter|ScanFilter)\"?:\\{\"?\\w+\"?:\\{\"?ComparisonOperator\"?:[\"'](EQ|NE)[\"'],"
                    + " ?\"?AttributeValueList\"?:\\[\\{\"?(L|M|BOOL)\"?:.*"),
                    (theirs, mine) -> succeeded(mine),
                    "filter EQ/NE of a list, map or Boolean (DynamoDB compares them)"),
            // A Number with a leading plus sign: DynamoDB accepts it and drops the sign (Alternator's test_number.py,
            // test_invalid_numbers and test_number_output_normalization, run against AWS); dynalite refuses it.
            new Entry(Pattern.compile("^PutItem .*\\{N:'\\+\\d.*"),
                    (theirs, mine) -> succeeded(mine) && message(theirs).contains("cannot be converted to a numeric value: +"),
                    "Number with a leading + (DynamoDB accepts it)"),
            // Zero written with an exponent outside DynamoDB's range (0e999, -0e-500): AWS refuses it as an overflow or an
            // underflow (paritysuite/dynamodb-conformance tests/tier3/limits/numberExponent.test.ts, characterised against
            // AWS); dynalite stores 0.
            new Entry(Pattern.compile("^PutItem .*\\{N:'-?0e-?\\d+'}.*"),
                    (theirs, mine) -> succeeded(theirs) && message(mine).matches("Number (overflow|underflow)\\. .*"),
                    "zero with an exponent outside the range (DynamoDB refuses it)"),
            // Expected checks operand types as QueryFilter does (EQ and NE aside), and its NOT_CONTAINS of a missing attribute
            // fails: AWS answers so in Alternator's test_expected.py; dynalite evaluates such conditions.
            new Entry(Pattern.compile("^PutItem .*\"Expected\":\\{.*\"ComparisonOperator\":\"(LE|LT|GE|GT|BEGINS_WITH|CONTAINS|NOT_CONTAINS|IN|BETWEEN)\".*"),
                    (theirs, mine) -> message(mine).matches("One or more parameter values were invalid: ComparisonOperator \\w+ is not valid for \\w+ AttributeValue type")
                            || (mine.path("Body").path("__type").asText().endsWith("#ConditionalCheckFailedException") && succeeded(theirs)),
                    "Expected operand type or NOT_CONTAINS of a missing attribute (AWS refuses or fails it)"),
            // A ConditionalOperator needs two or more legacy conditions (the texts as DynamoDB answered them in
            // ExtendDB/extenddb#213, and DynamoDB Local's error codes); dynalite ignores it.
            new Entry(Pattern.compile(".*ConditionalOperator.*"),
                    (theirs, mine) -> message(mine).startsWith("ConditionalOperator can") && !message(theirs).startsWith("ConditionalOperator can"),
                    "ConditionalOperator without two or more conditions (DynamoDB refuses it)"),
            // A tagging ResourceArn without the arn: prefix: live DynamoDB answers a ValidationException "ARNs must start with
            // 'arn:'" (Alternator's test_tag.py::test_tag_resource_incorrect, run against AWS); dynalite 4.0.0 answers
            // AccessDenied or "Invalid TableArn".
            new Entry(Pattern.compile("^(TagResource|UntagResource|ListTagsOfResource) .*"),
                    (theirs, mine) -> message(mine).equals("ARNs must start with 'arn:'") && !message(theirs).equals(message(mine)),
                    "tagging ResourceArn without the arn: prefix (DynamoDB refuses it as not an ARN)"),
            // UpdateTable with nothing to change: live DynamoDB lists its newer members ("At least one of
            // ProvisionedThroughput, BillingMode, ..., WarmThroughput or TableClass is required", ack-api-quirks dynamodb
            // 2026-10-09, recorded against AWS: DDB-TABLE-015, -442); dynalite 4.0.0 has the older list.
            new Entry(Pattern.compile("^UpdateTable .*"),
                    (theirs, mine) -> message(theirs).startsWith("At least one of ") && message(mine).startsWith("At least one of ")
                            && message(mine).endsWith("WarmThroughput or TableClass is required"),
                    "UpdateTable with nothing to change (DynamoDB's newer list of members)"),
            // UntagResource checks each key as TagResource does (ack-api-quirks dynamodb 2026-10-09, recorded against AWS:
            // DDB-TABLE-107, -457: "The Tag Key provided is invalid, Key: "); dynalite 4.0.0 does not check them.
            new Entry(Pattern.compile("^UntagResource .*"),
                    (theirs, mine) -> succeeded(theirs) && message(mine).startsWith("The Tag Key provided is invalid, Key: "),
                    "UntagResource of an invalid tag key (DynamoDB refuses it)"),
            // A KeyConditionExpression with two conditions on one key attribute, or more conditions than the schema has key
            // attributes: live DynamoDB answers "Invalid KeyConditionExpression: KeyConditionExpressions must only contain one
            // condition per key" and "The number of query conditions (N) exceeds the number of key attributes defined in the
            // schema (M)" (paritysuite/dynamodb-conformance tests/tier3/error-messages/queryKeyConditionOperands.test.ts,
            // characterised against AWS); dynalite 4.0.0 answers without the prefix, and "Query key condition not supported".
            new Entry(Pattern.compile("^Query .*KeyConditionExpression.*"),
                    (theirs, mine) -> message(mine).equals("Invalid KeyConditionExpression: " + message(theirs))
                            || (message(theirs).equals("Query key condition not supported") && message(mine).matches(
                                    "The number of query conditions \\(\\d+\\) exceeds the number of key attributes defined in the schema \\(\\d+\\)")),
                    "KeyConditionExpression with a key attribute twice or too many conditions (DynamoDB's current texts)"),
            // A table's ARN as TableName or RequestItems key: DynamoDB takes it since 2024 (API reference, every TableName:
            // "You can also provide the Amazon Resource Name (ARN) of the table in this parameter", length 1 to 1024; another
            // region's ARN is "Invalid AWS region in ...": ack-api-quirks DDB-TABLE-011, live DynamoDB); dynalite 4.0.0
            // holds it to the name pattern.
            new Entry(Pattern.compile("^\\w+ .*(\\{\\{arn:|'arn:aws:dynamodb:).*"),
                    (theirs, mine) -> message(theirs).contains("regular expression pattern: [a-zA-Z0-9_.-]+")
                            && (succeeded(mine) || message(mine).contains("Invalid AWS region in")),
                    "table ARN as TableName (DynamoDB takes it since 2024; dynalite checks the name pattern)"),
            // An empty TableName on the data plane: live DynamoDB answers the member's own length, "Member must have length
            // greater than or equal to 1" (PutItem, recorded by paritysuite/dynamodb-conformance
            // tests/tier3/error-messages/putItem.test.ts), an item write with its item or key in the newer wording, alone
            // (captures/cross-region-latest.json o_put_empty_table_bad_rv); dynalite 4.0.0 answers the name pattern and 3 characters.
            new Entry(Pattern.compile("^(GetItem|PutItem|UpdateItem|DeleteItem|Query|Scan) \\{TableName:''[,}].*"),
                    (theirs, mine) -> EMPTY_TABLE_NAME.matcher(message(mine)).find() && message(theirs).contains("greater than or equal to 3"),
                    "empty data-plane TableName (DynamoDB: the member's length, at least 1)"),
            // An item write's ReturnValues outside its enum: live DynamoDB words it bare, with its own list ("UPDATE_NEW"
            // sic), and UpdateItem reports it alone (paritysuite/dynamodb-conformance captures/cross-region-latest.json
            // o_put_three_bad_enums, o_upd_two_bad_enums, 2026); dynalite 4.0.0 has the older "Value 'X' at 'returnValues'".
            new Entry(Pattern.compile("^(PutItem|UpdateItem|DeleteItem) .*ReturnValues:'\\w+'.*"),
                    (theirs, mine) -> message(theirs).contains("at 'returnValues' failed to satisfy constraint")
                            && message(mine).contains("Failed to satisfy constraint: Member must satisfy enum value set: [ALL_OLD,"
                                    + " UPDATED_OLD, ALL_NEW, UPDATE_NEW, NONE]"),
                    "item write's ReturnValues outside its enum (DynamoDB's newer wording)"),
            // Query's Limit below 1: live DynamoDB leaves the value out and names the member "Limit" (paritysuite/dynamodb-conformance
            // tests/tier3/error-messages/query.test.ts, against AWS in 2026); dynalite 4.0.0 has the older "Value '0' at 'limit'".
            new Entry(Pattern.compile("^Query .*"),
                    (theirs, mine) -> !message(theirs).equals(message(mine))
                            && QUERY_LIMIT.matcher(message(theirs)).replaceAll("Value at 'Limit'").equals(message(mine)),
                    "Query Limit below 1 (DynamoDB's current wording)"),
            // A ProjectionExpression's list index above 4294967294: live DynamoDB refuses it ("List index is not within the
            // allowable range", scylladb/scylladb#25951 and floci's ProjectionEvaluator, both against AWS); dynalite answers.
            new Entry(Pattern.compile("^\\w+ .*ProjectionExpression.*"),
                    (theirs, mine) -> succeeded(theirs)
                            && message(mine).startsWith("Invalid ProjectionExpression: List index is not within the allowable range"),
                    "projected list index above 4294967294 (DynamoDB refuses it)"),
            // Query's ConditionalOperator outside OR and AND: live DynamoDB refuses it first, alone and bare, printing the value
            // set [ALL, OR] (paritysuite/dynamodb-conformance tests/tier3/validation-ordering/query.test.ts, two regions, 2026);
            // dynalite 4.0.0 lists it with the other constraint violations.
            new Entry(Pattern.compile("^Query .*"),
                    (theirs, mine) -> message(theirs).contains("at 'conditionalOperator' failed to satisfy constraint")
                            && message(mine).equals("Failed to satisfy constraint: Member must satisfy enum value set: [ALL, OR]"),
                    "Query ConditionalOperator outside its enum (DynamoDB's current answer, refused first)"),
            // The current value layer (PutItem, UpdateItem, DeleteItem, GetItem, BatchGetItem, Query): an empty number keeps
            // its colon, a set with a value twice is quoted in byte order and a number set's text is a sentence, and a bad
            // expression value is not wrapped (paritysuite/dynamodb-conformance tests/tier3/error-messages/valueLayers.test.ts,
            // four AWS regions); dynalite 4.0.0 answers the older layer these operations used then.
            new Entry(Pattern.compile("^(GetItem|BatchGetItem|Query|PutItem|UpdateItem|DeleteItem) .*"),
                    (theirs, mine) -> !message(theirs).equals(message(mine))
                            && olderLayerAsCurrent(message(theirs)).equals(olderLayerAsCurrent(message(mine))),
                    "bad number or set in the current value layer (DynamoDB's current wording)"),
            // ExpressionAttributeValues without a ConditionExpression in PutItem or DeleteItem: live DynamoDB names no
            // missing expression (paritysuite/dynamodb-conformance tests/tier3/error-messages putItem.test.ts and
            // deleteItem.test.ts, two regions, 2026-10-09); dynalite 4.0.0 keeps the older ": ConditionExpression is null".
            new Entry(Pattern.compile("^(PutItem|DeleteItem) .*"),
                    (theirs, mine) -> message(mine).endsWith("ExpressionAttributeValues can only be specified when using expressions")
                            && message(theirs).endsWith("ExpressionAttributeValues can only be specified when using expressions: "
                                    + "ConditionExpression is null"),
                    "ExpressionAttributeValues without a ConditionExpression (DynamoDB's current wording)"),
            // BatchGetItem's RequestItems size and a table's Keys length in the validation framework's newer words, the
            // member's API path and no value echoed; RequestItems absent with nothing else wrong, its own sentence
            // (paritysuite/dynamodb-conformance tests/tier3/error-messages/batchGetItem.test.ts, AWS, 2026-09 and 2026-10);
            // dynalite 4.0.0 echoes the value at 'requestItems' and 'requestItems.T.member.keys'.
            new Entry(Pattern.compile("^BatchGetItem .*"),
                    (theirs, mine) -> !message(theirs).equals(message(mine))
                            && batchAsCurrent("BatchGetItem", message(theirs)).equals(batchAsCurrent("BatchGetItem", message(mine))),
                    "BatchGetItem RequestItems or Keys length (DynamoDB's current wording)"),
            // BatchWriteItem echoes RequestItems as its Java request model prints it ("{table=[WriteRequest(...)]}":
            // paritysuite/dynamodb-conformance captures/cross-region-latest.json c_bw_over25, AWS, 2026-06-23), and answers
            // "The requestItems parameter is required for BatchWriteItem" for a RequestItems absent or empty (the same
            // suite's tests/tier3/error-messages/batchWriteItem.test.ts); dynalite 4.0.0 echoes JSON and lists the constraint.
            new Entry(Pattern.compile("^BatchWriteItem .*"),
                    (theirs, mine) -> !message(theirs).equals(message(mine))
                            && batchAsCurrent("BatchWriteItem", message(theirs)).equals(batchAsCurrent("BatchWriteItem", message(mine))),
                    "BatchWriteItem RequestItems echo or absence (DynamoDB's current wording)"),
            // BatchWriteItem with an unknown ReturnConsumedCapacity or ReturnItemCollectionMetrics: DynamoDB reports the enums
            // without a malformed table name's map-key constraint (paritysuite/dynamodb-conformance
            // tests/tier3/validation-ordering/batchOperations.test.ts, us-east-1 and eu-west-2, 2026-10-09); dynalite 4.0.0 lists it.
            new Entry(Pattern.compile("^BatchWriteItem .*"),
                    (theirs, mine) -> message(mine).contains("Member must satisfy enum value set")
                            && batchAsCurrent("BatchWriteItem", withoutTableNameKeys(message(theirs)))
                                    .equals(batchAsCurrent("BatchWriteItem", message(mine))),
                    "BatchWriteItem malformed table name beside an unknown enum (DynamoDB reports the enum alone)"),
            // An ExpressionAttributeNames entry mapped to "": live DynamoDB refuses the entry itself ("ExpressionAttributeNames
            // contains invalid value: Empty attribute name for key #n", captured from AWS in ExtendDB/extenddb
            // tests/test_expression_attribute_map_validation.py); dynalite 4.0.0 reads the name as not defined.
            new Entry(Pattern.compile("^\\w+ .*ExpressionAttributeNames:\\{'#\\w+':''}.*"),
                    (theirs, mine) -> message(mine).matches("(1 validation error detected: )?ExpressionAttributeNames contains invalid"
                            + " value: Empty attribute name for key #\\w+")
                            && message(theirs).contains("An expression attribute name used in the document path is not defined"),
                    "ExpressionAttributeNames entry mapped to an empty name (DynamoDB refuses the entry)"),
            // An ADD or DELETE whose value has the wrong type: AWS names the type set the action allows (", typeSet:
            // ALLOWED_FOR_DELETE_OPERAND", a live answer recorded in zio-dynamodb); dynalite 4.0.0 answers the older text.
            new Entry(Pattern.compile("^\\w+ .*"),
                    (theirs, mine) -> message(mine).matches(".*; operator: (ADD|DELETE), operand type: \\w+, typeSet: ALLOWED_FOR_\\w+")
                            && message(mine).startsWith(message(theirs) + ", typeSet: "),
                    "ADD or DELETE operand of the wrong type (DynamoDB names the allowed type set)"),
            // A JSON body that is not an object: dynalite treats it as {}; DynamoDB's JSON 1.0 protocol needs an object.
            new Entry(Pattern.compile("^POST .* (\\[\\]|\\d+|\"x\"|null)$"), (theirs, mine) -> true,
                    "non-object JSON body (dynalite reads it as {})"));

    /** True for a successful outcome: an SDK call's {@code Response}, or a raw answer with status 200. */
    private static boolean succeeded(JsonNode outcome) {
        return outcome.has("Response") || outcome.path("Status").asInt() == 200;
    }

    /** An error outcome's message: an SDK call's {@code Error.Message}, or a raw answer's {@code message}. */
    private static String message(JsonNode outcome) {
        return outcome.has("Error") ? outcome.path("Error").path("Message").asText() : outcome.path("Body").path("message").asText();
    }

    private static final Pattern WRAPPED_VALUE = Pattern.compile("^ExpressionAttributeValues contains invalid value: (.*) for key :\\w+$");
    private static final Pattern SET_LIST = Pattern.compile("Input collection \\[(.*?)\\]");
    private static final String NOT_A_NUMBER = "The parameter cannot be converted to a numeric value";

    /** A number or set fault in either value layer's wording, written as the current layer would (members sorted). */
    private static String olderLayerAsCurrent(String message) {
        Matcher wrapped = WRAPPED_VALUE.matcher(message);
        String m = wrapped.matches() ? wrapped.group(1) : message;
        if (m.equals(NOT_A_NUMBER)) return NOT_A_NUMBER + ": ";
        if (m.equals("Input collection contains duplicates")) return "One or more parameter values were invalid: " + m + ".";
        Matcher list = SET_LIST.matcher(m);
        if (!list.find()) return m;
        List<String> members = new java.util.ArrayList<>();
        for (String e : list.group(1).split(",")) members.add(e.trim().replace("\"", ""));
        java.util.Collections.sort(members);
        return m.substring(0, list.start(1)) + String.join(",", members) + m.substring(list.end(1));
    }

    /** A constraint list: its "N validation errors detected: " head and its violations. */
    private static final Pattern ERROR_LIST = Pattern.compile("^(\\d+ validation errors? detected: )(.*)$", Pattern.DOTALL);
    private static final Pattern ECHO_AT_REQUEST_ITEMS = Pattern.compile("Value '(?:(?!' at ').)*' at 'requestItems' ");
    private static final Pattern ECHOED_KEYS = Pattern.compile("Value '(?:(?!' at ').)*' at 'requestItems\\.(.+?)\\.member\\.keys' "
            + "failed to satisfy constraint: Member must have length");

    /**
     * A batch operation's constraint list as the current validation framework words it, its violations sorted: a
     * RequestItems absent alone or (BatchWriteItem) empty is the operation's own sentence; BatchGetItem names an empty
     * RequestItems and a Keys length unechoed at the API path; BatchWriteItem's echo of RequestItems is not compared.
     */
    private static String batchAsCurrent(String operation, String message) {
        String required = "The requestItems parameter is required for " + operation;
        if (message.equals(ONE_ERROR + "Value null at 'requestItems' failed to satisfy constraint: Member must not be null")) return required;
        String m = message;
        if (operation.equals("BatchGetItem")) {
            m = m.replace("Value '{}' at 'requestItems' ", "Value at 'RequestItems' ");
            m = ECHOED_KEYS.matcher(m).replaceAll("Value at 'RequestItems.$1.member.Keys' failed to satisfy constraint: Member must have length");
        } else {
            if (m.equals(ONE_ERROR + "Value '{}' at 'requestItems' failed to satisfy constraint: Member must have length greater than or equal to 1")) {
                return required;
            }
            m = ECHO_AT_REQUEST_ITEMS.matcher(m).replaceAll("Value (echo) at 'requestItems' ");
        }
        Matcher list = ERROR_LIST.matcher(m);
        if (!list.matches()) return m;
        List<String> members = new java.util.ArrayList<>(List.of(list.group(2).split("; ")));
        java.util.Collections.sort(members);
        return list.group(1) + String.join("; ", members);
    }

    /** A constraint list without its malformed table name's map-key violation, counted again. */
    private static String withoutTableNameKeys(String message) {
        Matcher list = ERROR_LIST.matcher(message);
        if (!list.matches()) return message;
        List<String> kept = java.util.Arrays.stream(list.group(2).split("; "))
                .filter(v -> !v.contains("failed to satisfy constraint: Map keys must satisfy constraint")).toList();
        return kept.size() + (kept.size() == 1 ? " validation error detected: " : " validation errors detected: ") + String.join("; ", kept);
    }

    /** The reason a difference is known, or null. */
    static String reason(String caseName, JsonNode theirs, JsonNode mine) {
        String known = entryReason(caseName, theirs, mine);
        if (known != null) return known;
        // PutItem, UpdateItem and DeleteItem report what their validate step refuses as the one error of a
        // "1 validation error detected: " list, as live DynamoDB answers in every region recorded
        // (paritysuite/dynamodb-conformance tests/tier3/error-messages/putItem.test.ts, deleteItem.test.ts,
        // updateItem.test.ts, valueLayers.test.ts, characterised against AWS); dynalite 4.0.0 answers the older bare
        // form. The same answer without the list is compared as any other (and may be a known difference itself).
        if (!ONE_ERROR_OPERATIONS.matcher(caseName).matches() || !message(mine).startsWith(ONE_ERROR)) return null;
        JsonNode bare = withMessage(mine, message(mine).substring(ONE_ERROR.length()));
        if (Compare.comparableMessage(message(theirs)).equals(Compare.comparableMessage(message(bare)))
                && errorType(theirs).equals(errorType(mine))) {
            return "validate-step error of an item write in a one-error list (DynamoDB's current answer)";
        }
        known = entryReason(caseName, theirs, bare);
        return known == null ? null : known + ", in a one-error list";
    }

    private static final Pattern ONE_ERROR_OPERATIONS = Pattern.compile("^(PutItem|UpdateItem|DeleteItem) .*");
    private static final String ONE_ERROR = "1 validation error detected: ";

    private static String entryReason(String caseName, JsonNode theirs, JsonNode mine) {
        for (Entry e : ENTRIES) {
            if (e.cases().matcher(caseName).matches() && e.applies().test(theirs, mine)) return e.reason();
        }
        return null;
    }

    /** An error outcome's type: an SDK call's {@code Error.Code}, or a raw answer's {@code __type}. */
    private static String errorType(JsonNode outcome) {
        if (outcome.has("Error")) return outcome.path("Error").path("Code").asText();
        String type = outcome.path("Body").path("__type").asText();
        return type.substring(type.indexOf('#') + 1);
    }

    /** A copy of an error outcome with another message. */
    private static JsonNode withMessage(JsonNode outcome, String message) {
        JsonNode copy = outcome.deepCopy();
        if (copy.has("Error")) ((ObjectNode) copy.path("Error")).put("Message", message);
        else if (copy.path("Body").isObject()) ((ObjectNode) copy.path("Body")).put("message", message);
        return copy;
    }
}
