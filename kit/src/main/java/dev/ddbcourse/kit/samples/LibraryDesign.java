package dev.ddbcourse.kit.samples;

import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;

/**
 * A single-table design for the {@link Library}, written by the learner in lesson 18: the table,
 * one item per entity, and one reader per access pattern, each meant to be one GetItem or Query.
 * The check creates the table, writes {@link Library#sample()} through the item builders and runs
 * every reader.
 */
public interface LibraryDesign {
    /** The table {@code x18-modelling-process}: keys, attribute definitions, indexes (on-demand). */
    CreateTableRequest table();

    Map<String, AttributeValue> bookItem(Library.Book book);

    Map<String, AttributeValue> memberItem(Library.Member member);

    Map<String, AttributeValue> loanItem(Library.Loan loan);

    /** AP1: a member's name. */
    String memberName(DynamoDbClient ddb, String memberId);

    /** AP2: the books of a branch, their ids in id order. */
    List<String> booksOfBranch(DynamoDbClient ddb, String branchId);

    /** AP3: a member's loans, their ids, newest (latest borrowedOn) first. */
    List<String> loansOfMember(DynamoDbClient ddb, String memberId);

    /** AP4: the loans of a book, their ids, in any order. */
    List<String> loansOfBook(DynamoDbClient ddb, String bookId);

    /** AP5: the books of a branch whose title starts with {@code prefix}, their ids in title order. */
    List<String> booksByTitle(DynamoDbClient ddb, String branchId, String prefix);

    /** AP6: the loans of a branch not yet returned, their ids, in any order. */
    List<String> openLoansOfBranch(DynamoDbClient ddb, String branchId);
}
