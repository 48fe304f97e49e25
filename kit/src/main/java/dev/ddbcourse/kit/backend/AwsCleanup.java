package dev.ddbcourse.kit.backend;

import dev.ddbcourse.kit.config.Settings;
import dev.ddbcourse.kit.tables.Tables;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * Deletes the course's tables from a real AWS account: only tables whose name starts with the
 * course prefix ({@code DDB_TABLE_PREFIX}, default {@code ddbcourse-}). The client it uses goes
 * through the same guard as the lessons, so nothing else can be deleted even by mistake.
 *
 * <pre>DDB_BACKEND=aws java -cp kit.jar dev.ddbcourse.kit.backend.AwsCleanup</pre>
 */
public final class AwsCleanup {
    /** How the cost notice tells learners to run this. */
    static final String COMMAND = "DDB_BACKEND=aws java -cp <the kit and its dependencies> " + AwsCleanup.class.getName()
            + " (README, section aws)";

    private AwsCleanup() {}

    public static void main(String[] args) {
        BackendConfig config = BackendConfig.fromSettings(Settings.current());
        if (config.kind() != BackendConfig.Kind.AWS) {
            System.out.println("Nothing to clean up: " + Settings.BACKEND + " is " + config.kind().settingValue()
                    + ", and local backends forget their tables when they stop. Set " + Settings.BACKEND + "=aws.");
            return;
        }
        try (CourseClient.Connection connection = CourseClient.connect(config)) {
            List<String> deleted = deleteCourseTables(connection.client(), config.tablePrefix(), System.out);
            System.out.println(deleted.isEmpty() ? "No " + config.tablePrefix() + "* tables found." : "Deleted " + deleted.size() + " table(s).");
        }
    }

    /** Deletes every table whose name starts with {@code prefix}; returns their names. */
    public static List<String> deleteCourseTables(DynamoDbClient ddb, String prefix, PrintStream out) {
        List<String> deleted = new ArrayList<>();
        for (String table : ddb.listTablesPaginator().tableNames()) {
            if (!table.startsWith(prefix)) continue;
            Tables.delete(ddb, table); // waits until it is gone; fine if someone else deleted it first
            out.println("deleted " + table);
            deleted.add(table);
        }
        return deleted;
    }
}
