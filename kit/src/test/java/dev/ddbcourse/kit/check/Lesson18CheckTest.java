package dev.ddbcourse.kit.check;

import static dev.ddbcourse.kit.Kit.av;
import static dev.ddbcourse.kit.Kit.item;
import static dev.ddbcourse.kit.Kit.key;
import static dev.ddbcourse.kit.Kit.str;
import static dev.ddbcourse.kit.Kit.todo;
import static dev.ddbcourse.kit.Kit.values;

import dev.ddbcourse.kit.samples.Library;
import dev.ddbcourse.kit.samples.LibraryDesign;
import java.util.List;
import java.util.Map;
import java.util.function.BiFunction;
import java.util.function.Function;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.ProjectionType;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;

/** Lesson 18's check: the reference design passes, the starter is "not yet", each wrong pattern fails by name. */
class Lesson18CheckTest {
    private static final CheckRun CHECK = new CheckRun(new Lesson18Check());

    /** The reference solution of lessons/18-modelling-process.java (subclassed below for the wrong ways). */
    static class LibraryTable implements LibraryDesign {
        static final String TABLE = "x18-modelling-process";

        public CreateTableRequest table() {
            // Loans live with their member (AP3); ByBook re-keys them by book (AP4); Titles keys books by
            // branch and title (AP5); OpenLoans holds only the loans still out (AP6, sparse).
            Function<String, AttributeDefinition> string = name -> AttributeDefinition.builder()
                    .attributeName(name).attributeType(ScalarAttributeType.S).build();
            BiFunction<String, String, List<KeySchemaElement>> keys = (hash, range) -> List.of(
                    KeySchemaElement.builder().attributeName(hash).keyType(KeyType.HASH).build(),
                    KeySchemaElement.builder().attributeName(range).keyType(KeyType.RANGE).build());
            BiFunction<String, List<KeySchemaElement>, GlobalSecondaryIndex> index = (name, key) -> GlobalSecondaryIndex.builder()
                    .indexName(name).keySchema(key).projection(p -> p.projectionType(ProjectionType.ALL)).build();
            return CreateTableRequest.builder().tableName(TABLE).billingMode(BillingMode.PAY_PER_REQUEST)
                    .attributeDefinitions(string.apply("PK"), string.apply("SK"), string.apply("bookPK"),
                            string.apply("branchPK"), string.apply("titleKey"), string.apply("openBranch"))
                    .keySchema(keys.apply("PK", "SK"))
                    .globalSecondaryIndexes(index.apply("ByBook", keys.apply("bookPK", "SK")),
                            index.apply("Titles", keys.apply("branchPK", "titleKey")),
                            index.apply("OpenLoans", keys.apply("openBranch", "SK")))
                    .build();
        }

        public Map<String, AttributeValue> bookItem(Library.Book book) {
            return item("PK", "BRANCH#" + book.branchId(), "SK", "BOOK#" + book.bookId(), "bookId", book.bookId(),
                    "title", book.title(), "author", book.author(),
                    "branchPK", "BRANCH#" + book.branchId(), "titleKey", book.title() + "#" + book.bookId());
        }

        public Map<String, AttributeValue> memberItem(Library.Member member) {
            return item("PK", "MEMBER#" + member.memberId(), "SK", "MEMBER#" + member.memberId(), "name", member.name());
        }

        public Map<String, AttributeValue> loanItem(Library.Loan loan) {
            var item = item("PK", "MEMBER#" + loan.memberId(), "SK", "LOAN#" + loan.borrowedOn() + "#" + loan.loanId(),
                    "loanId", loan.loanId(), "bookPK", "BOOK#" + loan.bookId(), "borrowedOn", loan.borrowedOn());
            if (loan.returnedOn() == null) item.put("openBranch", av("BRANCH#" + loan.branchId()));
            else item.put("returnedOn", av(loan.returnedOn()));
            return item;
        }

        public String memberName(DynamoDbClient ddb, String memberId) {
            var member = ddb.getItem(g -> g.tableName(TABLE).key(key("PK", "MEMBER#" + memberId, "SK", "MEMBER#" + memberId)));
            return str(member.item(), "name");
        }

        public List<String> booksOfBranch(DynamoDbClient ddb, String branchId) {
            return ids(query(ddb, null, "PK = :pk AND begins_with(SK, :books)", ":pk", "BRANCH#" + branchId, ":books", "BOOK#"), "bookId");
        }

        public List<String> loansOfMember(DynamoDbClient ddb, String memberId) {
            var loans = ddb.query(q -> q.tableName(TABLE).keyConditionExpression("PK = :pk AND begins_with(SK, :loans)")
                    .expressionAttributeValues(values(":pk", "MEMBER#" + memberId, ":loans", "LOAN#")).scanIndexForward(false));
            return ids(loans, "loanId");
        }

        public List<String> loansOfBook(DynamoDbClient ddb, String bookId) {
            return ids(query(ddb, "ByBook", "bookPK = :book", ":book", "BOOK#" + bookId), "loanId");
        }

        public List<String> booksByTitle(DynamoDbClient ddb, String branchId, String prefix) {
            return ids(query(ddb, "Titles", "branchPK = :branch AND begins_with(titleKey, :prefix)",
                    ":branch", "BRANCH#" + branchId, ":prefix", prefix), "bookId");
        }

        public List<String> openLoansOfBranch(DynamoDbClient ddb, String branchId) {
            return ids(query(ddb, "OpenLoans", "openBranch = :branch", ":branch", "BRANCH#" + branchId), "loanId");
        }

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
