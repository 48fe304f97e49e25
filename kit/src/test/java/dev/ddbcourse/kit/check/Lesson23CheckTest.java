package dev.ddbcourse.kit.check;

import dev.ddbcourse.kit.Kit;
import java.util.List;
import java.util.function.BiConsumer;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.Record;

/** Lesson 23's check: the starter is "not yet", and each wrong archiver fails with what to do instead. */
class Lesson23CheckTest {
    private static final String ARCHIVE = "x23-soft-delete-archival-archive";
    private static final CheckRun CHECK = new CheckRun(new Lesson23Check());

    /** The check cell: the stream's records, then the second half again, handed to {@code archiver}. */
    private static Object deliveries(DynamoDbClient ddb, BiConsumer<DynamoDbClient, List<Record>> archiver) {
        var records = Kit.streamReader("x23-soft-delete-archival").read();
        archiver.accept(ddb, records);
        archiver.accept(ddb, records.subList(records.size() / 2, records.size()));
        return records.size();
    }

    private static void put(DynamoDbClient ddb, java.util.Map<String, AttributeValue> item) {
        ddb.putItem(p -> p.tableName(ARCHIVE).item(item));
    }

    @Test
    void theStarterIsNotYet() {
        CHECK.isNotYet(ddb -> deliveries(ddb, (d, records) -> Kit.todo("archive the items TTL deleted")));
    }

    @Test
    void archivingEveryRemoveTakesTheUsersDeletesToo() {
        CHECK.fails(ddb -> deliveries(ddb, (d, records) -> records.stream()
                        .filter(r -> r.eventNameAsString().equals("REMOVE")).forEach(r -> put(d, r.dynamodb().oldImage()))))
                .contains("which the user deleted with DeleteItem")
                .contains("principalId dynamodb.amazonaws.com");
    }

    @Test
    void archivingSoftDeletesTakesItemsStillInTheTable() {
        // Takes a soft delete (a MODIFY) for the deletion.
        CHECK.fails(ddb -> deliveries(ddb, (d, records) -> records.stream()
                        .filter(r -> r.eventNameAsString().equals("MODIFY") || byTtl(r))
                        .forEach(r -> put(d, r.dynamodb().oldImage()))))
                .contains("still in the table")
                .contains("Archive REMOVE records only");
    }

    private static boolean byTtl(Record r) {
        return r.eventNameAsString().equals("REMOVE") && r.userIdentity() != null
                && "dynamodb.amazonaws.com".equals(r.userIdentity().principalId());
    }

    @Test
    void aKeyOfItsOwnCopiesARedeliveredRecordTwice() {
        CHECK.fails(ddb -> deliveries(ddb, (d, records) -> records.stream().filter(Lesson23CheckTest::byTtl).forEach(r -> {
                    var copy = new java.util.HashMap<>(r.dynamodb().oldImage());
                    copy.put("PK", AttributeValue.fromS("ARCHIVE#" + System.nanoTime()));
                    put(d, copy);
                })))
                .contains("a second copy");
    }

    @Test
    void theKeysAloneAreNotTheItem() {
        CHECK.fails(ddb -> deliveries(ddb, (d, records) -> records.stream().filter(Lesson23CheckTest::byTtl)
                        .forEach(r -> put(d, r.dynamodb().keys()))))
                .contains("whole OldImage");
    }

    @Test
    void readingTheTableFindsNothingLeftToArchive() {
        CHECK.fails(ddb -> deliveries(ddb, (d, records) -> records.stream().filter(Lesson23CheckTest::byTtl).forEach(r -> {
                    var item = d.getItem(g -> g.tableName("x23-soft-delete-archival").key(r.dynamodb().keys())).item();
                    if (!item.isEmpty()) put(d, item);
                })))
                .contains("a deleted item is no longer there");
    }
}
