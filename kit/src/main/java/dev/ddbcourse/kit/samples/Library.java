package dev.ddbcourse.kit.samples;

import java.util.ArrayList;
import java.util.List;

/**
 * A lending library (lesson 18's design challenge): books held by a branch, members, and loans,
 * each loan joining one member to one book. The same data every time.
 */
public record Library(List<Book> books, List<Member> members, List<Loan> loans) {

    /** A book held by one branch ("north" or "south"). */
    public record Book(String bookId, String branchId, String title, String author) {}

    public record Member(String memberId, String name) {}

    /**
     * One loan of a book to a member; {@code returnedOn} is null while the book is still out.
     * Dates are ISO-8601 days, so they sort as strings.
     */
    public record Loan(String loanId, String memberId, String bookId, String branchId, String borrowedOn, String returnedOn) {}

    public Library {
        books = List.copyOf(books);
        members = List.copyOf(members);
        loans = List.copyOf(loans);
    }

    public static Library sample() {
        String[][] titles = {
                {"Dune", "Frank Herbert"}, {"Emma", "Jane Austen"}, {"Dracula", "Bram Stoker"}, {"Deep Work", "Cal Newport"},
                {"Middlemarch", "George Eliot"}, {"Designing Data-Intensive Applications", "Martin Kleppmann"},
                {"Beloved", "Toni Morrison"}, {"Don Quixote", "Miguel de Cervantes"}, {"Ulysses", "James Joyce"},
                {"Dubliners", "James Joyce"}, {"Persuasion", "Jane Austen"}, {"Daisy Miller", "Henry James"}};
        List<Book> books = new ArrayList<>();
        for (int n = 0; n < titles.length; n++) {
            books.add(new Book("b%02d".formatted(n + 1), n % 2 == 0 ? "north" : "south", titles[n][0], titles[n][1]));
        }
        List<Member> members = List.of(new Member("m1", "Ada"), new Member("m2", "Bashir"), new Member("m3", "Chen"),
                new Member("m4", "Dolores"), new Member("m5", "Eero"));
        List<Loan> loans = new ArrayList<>();
        for (int n = 1; n <= 24; n++) {
            Book book = books.get((n * 7) % books.size());
            String borrowed = "2026-09-%02d".formatted(n);
            String returned = n % 4 == 1 ? null : "2026-10-%02d".formatted(n);
            loans.add(new Loan("l%03d".formatted(n), "m" + ((n * 3) % 5 + 1), book.bookId(), book.branchId(), borrowed, returned));
        }
        return new Library(books, members, loans);
    }
}
