package dev.ddbcourse.engine.internal.storage;

import dev.ddbcourse.engine.internal.errors.DynamoDbError;
import dev.ddbcourse.engine.internal.errors.Messages;

import java.util.regex.Pattern;

/**
 * The one place a TableName member (or a key of RequestItems) becomes a table name. Since resource-based policies
 * (2024) DynamoDB takes the table's ARN wherever a request names a table: the API reference's TableName members say
 * "You can also provide the Amazon Resource Name (ARN) of the table in this parameter", with length 1 to 1024 (the
 * botocore model's TableArn shape, which CreateTable's TableName uses too). A value beginning {@code arn:} is an
 * ARN; anything else is a plain name, whose rules (pattern, 3 to 255 characters) the validation classes keep.
 *
 * <p>An ARN of this engine's table, {@code arn:aws:dynamodb:us-east-1:000000000000:table/NAME} (as DescribeTable's
 * TableArn shows it), names the table NAME. What live DynamoDB was recorded answering otherwise (ack-api-quirks
 * DDB-TABLE-011, DDB-TABLE-072 and its ValidationException message catalogue, 2026-10):
 * <ul>
 *   <li>another account: AccessDeniedException "Access is denied";</li>
 *   <li>another region: ValidationException "1 validation error detected: Invalid AWS region in 'ARN'";</li>
 *   <li>an index or stream ARN ({@code table/T/index/I}, {@code table/T/stream/L}): ValidationException;</li>
 *   <li>the ARN of a missing table: the operation's not-found answer, naming the table NAME.</li>
 * </ul>
 * Unconfirmed (no recording found, the engine's choice): the full text for a malformed ARN (the wording ExtendDB
 * quotes as DynamoDB's, ExtendDB/extenddb#200: "Valid ARN format is 'arn:&lt;awsPartition&gt;:...'"), the texts for
 * another partition and another resource type (the recorded catalogue names "Invalid AWS partition in" and
 * "Invalid resource type in" beside the region's text; completed in the region's form), a vendor other than
 * {@code dynamodb} (answered as another resource type), and the order of the checks (account before region, as
 * ExtendDB/extenddb#227 records it for the tagging operations, and after the request's constraint violations), what a
 * batch naming one table both by name and by ARN answers (the engine serves them as two entries), and what a PartiQL
 * statement naming a table by its ARN answers (it reaches {@link Database#get} like any name, so it is served).
 */
public final class TableNames {
    private TableNames() {}

    private static final Pattern NAME = Pattern.compile(Messages.NAME_PATTERN);
    private static final String TABLE = "table";

    /** True when the value is to be read as an ARN (DynamoDB's "ARNs must start with 'arn:'"). */
    public static boolean isArn(String value) {
        return value != null && value.startsWith("arn:");
    }

    /** True when the value is a plain table name: 3 to 255 characters of [a-zA-Z0-9_.-] (Messages.NAME_*). */
    public static boolean isName(String value) {
        return hasNameLength(value) && hasNameCharacters(value);
    }

    /** True when the value is 3 to 255 characters long, as a table's or index's name is. */
    public static boolean hasNameLength(String value) {
        return value.length() >= Messages.NAME_MIN_LENGTH && value.length() <= Messages.NAME_MAX_LENGTH;
    }

    /** True when the value is made of a name's characters, [a-zA-Z0-9_.-] (one at least). */
    public static boolean hasNameCharacters(String value) {
        return NAME.matcher(value).matches();
    }

    /**
     * The table name {@code nameOrArn} names: a plain name as it is, an ARN's table name once the ARN passes its
     * checks (else the error DynamoDB answers).
     *
     * @param path the member's path in constraint messages ({@code tableName}, {@code transactItems.1.member.put.tableName})
     */
    public static String resolve(String nameOrArn, String path) {
        if (!isArn(nameOrArn)) return nameOrArn;
        String[] parts = nameOrArn.split(":", 6);
        if (parts.length < 6 || parts[5].indexOf('/') < 0) throw DynamoDbError.validation(Messages.tableArnFormat(nameOrArn, path));
        String partition = parts[1];
        String vendor = parts[2];
        String region = parts[3];
        String account = parts[4];
        String resource = parts[5];
        String type = resource.substring(0, resource.indexOf('/'));
        String name = resource.substring(resource.indexOf('/') + 1);
        if (!partition.equals("aws")) throw DynamoDbError.validation(Messages.invalidArnPart(Messages.ARN_PARTITION, nameOrArn));
        if (!vendor.equals("dynamodb") || !type.equals(TABLE)) throw DynamoDbError.validation(Messages.invalidArnPart(Messages.ARN_RESOURCE_TYPE, nameOrArn));
        if (!account.equals(Database.ACCOUNT)) throw DynamoDbError.accessDenied(Messages.ACCESS_IS_DENIED);
        if (!region.equals(Database.REGION)) throw DynamoDbError.validation(Messages.invalidArnPart(Messages.ARN_REGION, nameOrArn));
        if (!isName(name)) throw DynamoDbError.validation(Messages.tableArnFormat(nameOrArn, path));
        return name;
    }
}
