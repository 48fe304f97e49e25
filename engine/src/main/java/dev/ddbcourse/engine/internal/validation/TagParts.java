package dev.ddbcourse.engine.internal.validation;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.ddbcourse.engine.internal.errors.DynamoDbError;
import dev.ddbcourse.engine.internal.errors.Messages;
import dev.ddbcourse.engine.internal.storage.Database;

import java.util.LinkedHashMap;
import java.util.Map;

/** Tags lists ({@code [{"Key": .., "Value": ..}]}) as CreateTable and TagResource take them. */
public final class TagParts {
    private TagParts() {}

    private static final java.util.regex.Pattern TABLE_ARN =
            java.util.regex.Pattern.compile("arn:aws:dynamodb:.+:\\d+:table/[^/]{2}[^/]+");

    private static final java.util.regex.Pattern INDEX_ARN =
            java.util.regex.Pattern.compile("arn:aws:dynamodb:.+:\\d+:table/[^/]+/index/.+");

    private static final java.util.regex.Pattern ANY_ARN = java.util.regex.Pattern.compile(".+:.+:.+:.+:.+:.+/.+");

    /** The ResourceArn checks, in DynamoDB's order; {@code afterShapeCheck} runs before the table ARN check. */
    static void checkArn(String arn, String operation, Runnable afterShapeCheck) {
        if (arn == null) throw DynamoDbError.validation(Messages.INVALID_TABLE_ARN);
        // Live DynamoDB refuses a non-empty ResourceArn without the arn: prefix as a ValidationException
        // (Alternator's test_tag.py::test_tag_resource_incorrect, run against AWS); dynalite answers AccessDenied.
        if (!arn.isEmpty() && !arn.startsWith("arn:")) throw DynamoDbError.validation(Messages.ARN_PREFIX);
        if (!ANY_ARN.matcher(arn).matches()) {
            throw DynamoDbError.accessDenied(Messages.accessDenied(operation, arn));
        }
        afterShapeCheck.run();
        // An index's ARN (Alternator's test_tag.py::test_tag_lsi_gsi records AWS's text).
        if (INDEX_ARN.matcher(arn).matches()) throw DynamoDbError.validation(Messages.notTableOrStreamArn(arn));
        if (!TABLE_ARN.matcher(arn).matches()) {
            throw DynamoDbError.validation(Messages.invalidResourceArn(arn));
        }
        // Another account's table is denied, then another region's is invalid, whether it exists or not
        // (ExtendDB/extenddb#227, verified against DynamoDB).
        String[] parts = arn.split(":", 6);
        if (!parts[4].equals(Database.ACCOUNT)) throw DynamoDbError.accessDenied(Messages.accessDenied(operation, arn));
        if (!parts[3].equals(Database.REGION)) throw DynamoDbError.validation(Messages.invalidResourceArn(arn));
    }

    private static final java.util.regex.Pattern TAG_TEXT = java.util.regex.Pattern.compile("[\\p{L}\\p{Z}\\s\\p{N}+\\-=._:/]*");

    /** The tagging restrictions past the members' lengths: allowed characters, no aws: keys, at most 50 tags. */
    static void checkRules(Map<String, String> tags) {
        for (Map.Entry<String, String> t : tags.entrySet()) {
            if (!TAG_TEXT.matcher(t.getKey()).matches()) throw DynamoDbError.validation(Messages.tagCharacters("key", t.getKey()));
            if (!TAG_TEXT.matcher(t.getValue()).matches()) throw DynamoDbError.validation(Messages.tagCharacters("value", t.getValue()));
            if (t.getKey().startsWith("aws:")) throw DynamoDbError.validation(Messages.tagReserved(t.getKey()));
        }
        checkCount(tags.size());
    }

    /** A table's tags after the change: at most 50. */
    public static void checkCount(int count) {
        if (count > Messages.MAX_TAGS) throw DynamoDbError.validation(Messages.TOO_MANY_TAGS);
    }

    static Map<String, String> tags(RequestReader r, ArrayNode list, String path) {
        Map<String, String> tags = new LinkedHashMap<>();
        if (list == null) return tags;
        int i = 1;
        for (JsonNode n : list) {
            ObjectNode tag = RequestReader.asStructure(n);
            String key = tag == null ? null : RequestReader.asString(tag.get("Key"));
            String value = tag == null ? null : RequestReader.asString(tag.get("Value"));
            String memberPath = path + "." + i + ".member";
            r.notNull(memberPath + ".key", key);
            if (key != null) r.length(memberPath + ".key", key, key.length(), 1, 128);
            r.notNull(memberPath + ".value", value);
            if (value != null) r.length(memberPath + ".value", value, value.length(), 0, 256);
            if (key != null && value != null) tags.put(key, value);
            i++;
        }
        return tags;
    }
}
