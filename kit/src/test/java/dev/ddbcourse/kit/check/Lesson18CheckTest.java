package dev.ddbcourse.kit.check;

import static dev.ddbcourse.kit.Kit.str;
import static dev.ddbcourse.kit.Kit.todo;
import static dev.ddbcourse.kit.Kit.values;

import dev.ddbcourse.kit.samples.Library;
import dev.ddbcourse.kit.samples.LibraryDesign;
import dev.ddbcourse.kit.testing.Solutions;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;

/** Lesson 18's check: the reference design passes, the starter is "not yet", each wrong pattern fails by name. */
class Lesson18CheckTest {
    private static final CheckRun CHECK = new CheckRun(new Lesson18Check());

    /**
     * The lesson's own design (the generated solutions/18-modelling-process.java), each part delegated to it,
     * so a wrong way below overrides one part.
     */
    static class LibraryTable implements LibraryDesign {
        static final String TABLE = "x18-modelling-process";
        private final LibraryDesign lesson = Solutions.instance("18-modelling-process", "LibraryTable");

        public CreateTableRequest table() { return lesson.table(); }
        public Map<String, AttributeValue> bookItem(Library.Book book) { return lesson.bookItem(book); }
        public Map<String, AttributeValue> memberItem(Library.Member member) { return lesson.memberItem(member); }
        public Map<String, AttributeValue> loanItem(Library.Loan loan) { return lesson.loanItem(loan); }
        public String memberName(DynamoDbClient ddb, String memberId) { return lesson.memberName(ddb, memberId); }
        public List<String> booksOfBranch(DynamoDbClient ddb, String branchId) { return lesson.booksOfBranch(ddb, branchId); }
        public List<String> loansOfMember(DynamoDbClient ddb, String memberId) { return lesson.loansOfMember(ddb, memberId); }
        public List<String> loansOfBook(DynamoDbClient ddb, String bookId) { return lesson.loansOfBook(ddb, bookId); }

        public List<String> booksByTitle(DynamoDbClient ddb, String branchId, String prefix) {
            return lesson.booksByTitle(ddb, branchId, prefix);
        }

        public List<String> openLoansOfBranch(DynamoDbClient ddb, String branchId) { return lesson.openLoansOfBranch(ddb, branchId); }

        static QueryResponse query(DynamoDbClient ddb, String index, String condition, Object... namesAndValues) {
            return ddb.query(q -> q.tableName(TABLE).indexName(index).keyConditionExpression(condition)
                    .expressionAttributeValues(values(namesAndValues)));
        }

        static List<String> ids(QueryResponse response, String attribute) {
            return response.items().stream().map(i -> str(i, attribute)).toList();
        }
    }

    /** The starter: every part still a TODO. */
    static final class Starter extends LibraryTable {
        @Override
        public CreateTableRequest table() {
            return todo("the CreateTable request of " + TABLE);
        }
    }

    @Test
    void theSolutionPasses() {
        CHECK.passes(ddb -> new LibraryTable()).startsWith("PASSED 18-modelling-process")
                .contains("Each pattern in one request: AP1 GetItem, AP2 Query, AP3 Query, AP4 Query on ByBook,"
                        + " AP5 Query on Titles, AP6 Query on OpenLoans.");
    }

    @Test
    void theStarterIsNotYet() {
        CHECK.isNotYet(ddb -> new Starter());
    }

    @Test
    void aScanForTheLoansOfABookFailsThatPattern() {
        CHECK.fails(ddb -> new LibraryTable() {
            @Override
            public List<String> loansOfBook(DynamoDbClient db, String bookId) {
                return db.scan(s -> s.tableName(TABLE).filterExpression("bookPK = :book")
                        .expressionAttributeValues(values(":book", "BOOK#" + bookId)))
                        .items().stream().map(i -> str(i, "loanId")).toList();
            }
        })
                .contains("AP4 the loans of book b08: anti-pattern: Scan")
                .doesNotContain("- AP1", "- AP3");
    }

    @Test
    void aTitleFilterReadsTheWholeBranchAndSortsByIdNotTitle() {
        CHECK.fails(ddb -> new LibraryTable() {
            @Override
            public List<String> booksByTitle(DynamoDbClient db, String branchId, String prefix) {
                return db.query(q -> q.tableName(TABLE).keyConditionExpression("PK = :pk")
                        .filterExpression("begins_with(title, :prefix)")
                        .expressionAttributeValues(values(":pk", "BRANCH#" + branchId, ":prefix", prefix)))
                        .items().stream().map(i -> str(i, "bookId")).toList();
            }
        })
                .contains("AP5 the books of branch south titled 'D...', in title order: the result is wrong")
                .contains("AP5 the books of branch south titled 'D...', in title order: anti-pattern: reading items to throw them away."
                        + " The Query read 6 items for a result of 5 (its filter dropped the rest)");
    }

    @Test
    void loansReadOldestFirstAreInTheWrongOrder() {
        CHECK.fails(ddb -> new LibraryTable() {
            @Override
            public List<String> loansOfMember(DynamoDbClient db, String memberId) {
                return ids(query(db, null, "PK = :pk AND begins_with(SK, :loans)", ":pk", "MEMBER#" + memberId, ":loans", "LOAN#"), "loanId");
            }
        })
                .contains("AP3 the loans of member m2, newest first: the result is wrong");
    }

    @Test
    void twoRequestsForOnePatternFail() {
        CHECK.fails(ddb -> new LibraryTable() {
            @Override
            public String memberName(DynamoDbClient db, String memberId) {
                super.memberName(db, memberId);
                return super.memberName(db, memberId);
            }
        })
                .contains("AP1 the name of member m2: 2 requests");
    }

    @Test
    void anIndexOnAnUndefinedAttributeIsRefused() {
        CHECK.fails(ddb -> new LibraryTable() {
            @Override
            public CreateTableRequest table() {
                var table = super.table();
                return table.toBuilder().attributeDefinitions(table.attributeDefinitions().subList(0, 3)).build();
            }
        })
                .contains("DynamoDB refused to create the table: ValidationException");
    }

    @Test
    void anotherTableNameFails() {
        CHECK.fails(ddb -> new LibraryTable() {
            @Override
            public CreateTableRequest table() {
                return super.table().toBuilder().tableName("library").build();
            }
        })
                .contains("table() must define the table x18-modelling-process, not library.");
    }
}
