package dev.ddbcourse.engine.differential;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.node.TextNode;
import java.util.EnumSet;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * How two outcomes are compared. By default everything the servers answer must be equal, except
 * what differs by nature (account ids in ARNs, table ids, times) and the table-description members
 * DynamoDB added after dynalite 4.0.0.
 */
enum Compare {
    /**
     * Order is not defined (Scan, BatchGetItem, tags, per-table capacity of batches): sort Items,
     * Tags, ConsumedCapacity lists and Responses before comparing.
     */
    UNORDERED_ITEMS,
    /** The reference computes ConsumedCapacity differently from DynamoDB's rules here: leave it out. */
    NO_CAPACITY,
    /** Messages are the reference's own (moto): compare error codes, reason codes and data only. */
    BEHAVIOUR;

    /** Members of TableDescription that dynalite 4.0.0 predates. */
    private static final List<String> NEWER_THAN_REFERENCE =
            List.of("DeletionProtectionEnabled", "WarmThroughput", "TableClassSummary", "OnDemandThroughput", "TableClass");

    static ObjectNode normalize(ObjectNode outcome, Set<Compare> options) {
        ObjectNode copy = outcome.deepCopy();
        maskIdentities(copy);
        forgiveReferenceDeviations(copy);
        sortViolations(copy);
        JsonNode response = copy.get("Response");
        if (response instanceof ObjectNode r) {
            if (options.contains(NO_CAPACITY) || options.contains(BEHAVIOUR)) r.remove("ConsumedCapacity");
            if (options.contains(BEHAVIOUR)) r.remove("ItemCollectionMetrics");
            if (options.contains(UNORDERED_ITEMS)) sortItems(r);
        }
        JsonNode error = copy.get("Error");
        if (error instanceof ObjectNode e && options.contains(BEHAVIOUR)) {
            e.remove("Message");
            if (e.get("CancellationReasons") instanceof ArrayNode reasons) {
                reasons.forEach(reason -> ((ObjectNode) reason).remove("Message"));
            }
        }
        return copy;
    }

    /** dynalite's own syntax-error detail (its parser generator's), which DynamoDB does not use. */
    private static final java.util.regex.Pattern PARSER_DETAIL =
            java.util.regex.Pattern.compile("(Invalid \\w+Expression: Syntax error;) (Expected .* but .* found\\.|token: .*)");

    /** A message as it is compared: an expression parser's detail after "Syntax error;" is not (parsers differ there). */
    static String comparableMessage(String message) {
        var m = PARSER_DETAIL.matcher(message);
        return m.matches() ? m.group(1) + " (detail not compared)" : message;
    }

    /**
     * dynalite's own wording for an empty key string in a Key parameter. Live DynamoDB says "are not valid."
     * there as in an Item: quoted from AWS for GetItem in getmoto/moto#5345 and for Query in getmoto/moto#7062.
     */
    private static final java.util.regex.Pattern EMPTY_KEY_IN_KEY = java.util.regex.Pattern.compile(
            "One or more parameter values were invalid: (The AttributeValue for a key attribute cannot contain an empty (?:string|binary) value\\. Key: .*)");

    /**
     * Where dynalite 4.0.0 is known to differ from DynamoDB, the point is left out on both sides:
     * DynamoDB reports LastUpdateToPayPerRequestDateTime for every on-demand table (dynalite only
     * after an UpdateTable); it says "Table already exists: NAME" where dynalite sends ""; and its
     * syntax errors name the token and its context ({@code token: "=", near: "a == :v"}) where
     * dynalite lists what its parser expected. Syntax errors are compared up to "Syntax error;". DeleteTable's
     * answer (the one TableDescription that is DELETING) has no schema, index lists or creation time on DynamoDB
     * (the AWS CLI's delete-table example; Alternator's test_table.py); dynalite sends them.
     */
    private static void forgiveReferenceDeviations(ObjectNode outcome) {
        if (outcome.path("Response").get("TableDescription") instanceof ObjectNode deleted
                && "DELETING".equals(deleted.path("TableStatus").asText())) {
            deleted.remove(List.of("AttributeDefinitions", "KeySchema", "CreationDateTime", "GlobalSecondaryIndexes",
                    "LocalSecondaryIndexes"));
        }
        outcome.findParents("LastUpdateToPayPerRequestDateTime")
                .forEach(parent -> ((ObjectNode) parent).remove("LastUpdateToPayPerRequestDateTime"));
        if (outcome.get("Error") instanceof ObjectNode e && "ResourceInUseException".equals(e.path("Code").asText())
                && e.path("Message").asText().matches("|Table already exists: .*")) {
            e.put("Message", "(table already exists)");
        }
        if (outcome.get("Error") instanceof ObjectNode e) {
            e.put("Message", comparableMessage(e.path("Message").asText()));
            var k = EMPTY_KEY_IN_KEY.matcher(e.path("Message").asText());
            if (k.matches()) e.put("Message", "One or more parameter values are not valid. " + k.group(1));
        }
    }

    /** "N validation errors detected: A; B; ...", N at least 2: the list, after the count. */
    private static final java.util.regex.Pattern VIOLATIONS =
            java.util.regex.Pattern.compile("(\\d+ validation errors detected: )(.*)", java.util.regex.Pattern.DOTALL);

    /**
     * A list of constraint violations is compared as a set (the same count, the same members): DynamoDB's order of
     * them is not stable. dynalite's test helper (test/helpers.js, assertValidation with a list) checks the count and
     * each member, in any order, and its older test files record the same requests answered in other orders. A
     * message with one violation, and every other message, is compared as it is.
     */
    private static void sortViolations(ObjectNode outcome) {
        if (!(outcome.get("Error") instanceof ObjectNode e)) return;
        var m = VIOLATIONS.matcher(e.path("Message").asText());
        if (!m.matches()) return;
        List<String> members = new java.util.ArrayList<>(List.of(m.group(2).split("; ")));
        java.util.Collections.sort(members);
        e.put("Message", m.group(1) + String.join("; ", members));
    }

    static Set<Compare> set(Compare... options) {
        return options.length == 0 ? EnumSet.noneOf(Compare.class) : EnumSet.of(options[0], options);
    }

    private static void sortItems(ObjectNode response) {
        for (String list : List.of("Items", "Tags", "ConsumedCapacity")) {
            if (response.get(list) instanceof ArrayNode items) response.set(list, SdkJson.sorted(items));
        }
        if (response.get("Responses") instanceof ObjectNode tables) {
            tables.fieldNames().forEachRemaining(table -> {
                if (tables.get(table) instanceof ArrayNode items) tables.set(table, SdkJson.sorted(items));
            });
        }
    }

    /**
     * arn:aws:dynamodb:REGION:ACCOUNT:..., as values and as map keys (a batch's Responses, UnprocessedItems keyed by a
     * table ARN the request gave), table ids and reference-only members.
     */
    private static void maskIdentities(JsonNode node) {
        if (node instanceof ObjectNode object) {
            NEWER_THAN_REFERENCE.forEach(object::remove);
            if (object.get("TableId") instanceof TextNode) object.put("TableId", "(id)");
            for (String name : List.copyOf(object.properties().stream().map(Map.Entry::getKey).toList())) {
                if (name.startsWith("arn:aws:dynamodb:")) object.set(maskedArn(name), object.remove(name));
            }
            for (Iterator<Map.Entry<String, JsonNode>> it = object.properties().iterator(); it.hasNext(); ) {
                Map.Entry<String, JsonNode> field = it.next();
                if (field.getValue() instanceof TextNode text && text.textValue().startsWith("arn:aws:dynamodb:")) {
                    field.setValue(TextNode.valueOf(maskedArn(text.textValue())));
                } else {
                    maskIdentities(field.getValue());
                }
            }
        } else if (node instanceof ArrayNode array) {
            array.forEach(Compare::maskIdentities);
        }
    }

    private static String maskedArn(String arn) {
        return arn.replaceFirst("^arn:aws:dynamodb:[^:]*:[^:]*:", "arn:aws:dynamodb:(region):(account):");
    }
}
