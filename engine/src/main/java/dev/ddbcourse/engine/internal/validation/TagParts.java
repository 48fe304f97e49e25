package dev.ddbcourse.engine.internal.validation;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.ddbcourse.engine.internal.errors.DynamoDbError;
import dev.ddbcourse.engine.internal.errors.Messages;
import dev.ddbcourse.engine.internal.storage.Database;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
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

    // Letters and digits of any script, white space and + - = . _ : / @ (AWS's tag pattern, DDB-TABLE-372).
    private static final java.util.regex.Pattern TAG_TEXT = java.util.regex.Pattern.compile("[\\p{L}\\p{Z}\\s\\p{N}+\\-=._:/@]*");

    /** One entry of a Tags list as the request has it (either member may be missing: null). */
    record Tag(String key, String value) {}

    /** A key's rules: 1 to 128 characters of the tag pattern, not starting with aws: in any case. */
    static void checkKey(String key) {
        if (key == null || !fits(key, 1, 128)) throw DynamoDbError.validation(Messages.tagKeyInvalid(key));
        if (key.regionMatches(true, 0, "aws:", 0, 4)) throw DynamoDbError.validation(Messages.tagReserved(key));
    }

    private static boolean fits(String text, int min, int max) {
        int length = text.codePointCount(0, text.length());
        return length >= min && length <= max && TAG_TEXT.matcher(text).matches();
    }

    /**
     * The tags as a map, after AWS's checks (tag by tag: the key, then the value; a key given twice; at most 50 tags).
     * A refused list applies nothing (DDB-TABLE-107).
     */
    static Map<String, String> checkRules(List<Tag> tags) {
        Map<String, String> out = new LinkedHashMap<>();
        for (Tag t : tags) {
            checkKey(t.key());
            if (t.value() == null || !fits(t.value(), 0, 256)) throw DynamoDbError.validation(Messages.tagValueInvalid(t.value()));
            if (out.put(t.key(), t.value()) != null) throw DynamoDbError.validation(Messages.tagKeyRepeated(t.key()));
        }
        checkCount(out.size());
        return out;
    }

    /** A table's tags after the change (or the keys an UntagResource names): at most 50. */
    public static void checkCount(int count) {
        if (count > Messages.MAX_TAGS) throw DynamoDbError.validation(Messages.TOO_MANY_TAGS);
    }

    static List<Tag> read(ArrayNode list) {
        List<Tag> tags = new ArrayList<>();
        if (list == null) return tags;
        for (JsonNode n : list) {
            ObjectNode tag = RequestReader.asStructure(n);
            tags.add(tag == null ? new Tag(null, null)
                    : new Tag(RequestReader.asString(tag.get("Key")), RequestReader.asString(tag.get("Value"))));
        }
        return tags;
    }
}
