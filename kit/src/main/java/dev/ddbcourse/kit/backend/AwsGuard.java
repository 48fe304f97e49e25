package dev.ddbcourse.kit.backend;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import software.amazon.awssdk.core.interceptor.Context;
import software.amazon.awssdk.core.interceptor.ExecutionAttributes;
import software.amazon.awssdk.core.interceptor.ExecutionInterceptor;
import software.amazon.awssdk.core.interceptor.SdkExecutionAttribute;
import software.amazon.awssdk.http.SdkHttpRequest;

/**
 * The last check before a request leaves for real AWS: it reads the JSON about to be sent and
 * refuses the request if any table it names (TableName anywhere, the keys of RequestItems, the
 * table part of any ARN) lacks the course prefix. Working on the wire body means that no
 * request type can slip past, whatever the SDK call was. PartiQL is refused outright: its table
 * names sit inside statement text.
 */
final class AwsGuard implements ExecutionInterceptor {
    private static final Set<String> PARTIQL = Set.of("ExecuteStatement", "BatchExecuteStatement", "ExecuteTransaction");
    private static final ObjectMapper JSON = new ObjectMapper();
    /** ListTables' page marker: it names where the listing resumes, not a table to touch. */
    private static final String LIST_TABLES_START = "ExclusiveStartTableName";

    private final String prefix;

    AwsGuard(String prefix) {
        this.prefix = prefix;
    }

    @Override
    public SdkHttpRequest modifyHttpRequest(Context.ModifyHttpRequest context, ExecutionAttributes attributes) {
        String operation = attributes.getAttribute(SdkExecutionAttribute.OPERATION_NAME);
        if (PARTIQL.contains(operation)) {
            throw new RefusedException(operation + " (PartiQL) is not available on the course's aws backend: its guard"
                    + " cannot see which tables a statement touches. Use the item operations instead.");
        }
        JsonNode body = context.requestBody().map(AwsGuard::read).orElse(null);
        for (String table : tablesNamedIn(body)) {
            if (!table.startsWith(prefix)) {
                throw new RefusedException(operation + " on table '" + table + "' refused: on the aws backend the course only"
                        + " touches tables whose names start with '" + prefix + "'.");
            }
        }
        return context.httpRequest();
    }

    /** Every table a request body names: TableName fields, RequestItems keys, table ARNs. */
    static List<String> tablesNamedIn(JsonNode body) {
        List<String> tables = new ArrayList<>();
        collect(body, tables);
        return tables;
    }

    private static void collect(JsonNode node, List<String> tables) {
        if (node == null) return;
        if (node.isArray()) {
            node.forEach(element -> collect(element, tables));
            return;
        }
        if (!node.isObject()) return;
        for (Map.Entry<String, JsonNode> field : node.properties()) {
            String name = field.getKey();
            JsonNode value = field.getValue();
            if (value.isTextual() && name.endsWith("TableName") && !name.equals(LIST_TABLES_START)) {
                tables.add(tableOf(value.textValue()));
            } else if (value.isTextual() && name.endsWith("Arn") && value.textValue().contains(":table/")) {
                tables.add(tableOf(value.textValue()));
            } else if (name.equals("RequestItems") && value.isObject()) {
                value.fieldNames().forEachRemaining(table -> tables.add(tableOf(table)));
            }
            // Items and keys hold the learner's data, not table names: no need to look inside.
            if (!name.equals("Item") && !name.equals("Key") && !name.equals("ExpressionAttributeValues")) {
                collect(value, tables);
            }
        }
    }

    /** A table name, or the name inside a table ARN (arn:aws:dynamodb:region:account:table/NAME[/...]). */
    static String tableOf(String nameOrArn) {
        int at = nameOrArn.indexOf(":table/");
        if (!nameOrArn.startsWith("arn:") || at < 0) return nameOrArn;
        String rest = nameOrArn.substring(at + ":table/".length());
        int slash = rest.indexOf('/');
        return slash < 0 ? rest : rest.substring(0, slash);
    }

    private static JsonNode read(software.amazon.awssdk.core.sync.RequestBody body) {
        try (InputStream in = body.contentStreamProvider().newStream()) {
            byte[] bytes = in.readAllBytes();
            return bytes.length == 0 ? null : JSON.readTree(bytes);
        } catch (IOException e) {
            throw new UncheckedIOException("The course's AWS guard could not read the request", e);
        }
    }

    /** A request the course will not send to AWS. */
    static final class RefusedException extends RuntimeException {
        RefusedException(String message) {
            super(message);
        }
    }
}
