// %% [markdown]
// # 01 · The answer
//
// ## Exercise
// Return the answer.

// %% [declarations]
// Stand-ins for the kit's say and check, so the runner is tested without any backend.
static void say(String text) { System.out.print(text); }

static boolean check(String stem, java.util.function.Supplier<Object> answer) {
    Object got = answer.get();
    boolean passed = Integer.valueOf(42).equals(got);
    System.out.println(passed ? "Passed: the answer is 42." : "Not yet: expected 42, got " + got + ".");
    return passed;
}

// %% [exercise]
static int answer() {
    // BEGIN SOLUTION
    return 42;
    // STARTER
    // TODO: return the answer
    return 0;
    // END SOLUTION
}

// %% [check]
check("01-answer", () -> answer());
