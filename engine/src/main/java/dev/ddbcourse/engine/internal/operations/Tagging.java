package dev.ddbcourse.engine.internal.operations;

import dev.ddbcourse.engine.internal.errors.DynamoDbError;
import dev.ddbcourse.engine.internal.errors.Messages;
import dev.ddbcourse.engine.internal.storage.Database;
import dev.ddbcourse.engine.internal.storage.Table;

/** The table a tagging request's ResourceArn names. */
final class Tagging {
    private Tagging() {}

    static Table table(Database db, String arn) {
        return table(db, arn, Messages.resourceArnNotFound(arn));
    }

    /** UntagResource's missing table is the bare "Requested resource not found" (as dynalite records DynamoDB's). */
    static Table table(Database db, String arn, String notFound) {
        Table table = db.byArn(arn);
        if (table == null) throw DynamoDbError.resourceNotFound(notFound);
        return table;
    }
}
