// %% [markdown]
// # 02 · A story

// %% [declarations]
static void say(String text) { if (System.getenv("COURSE_TRANSCRIPT") == null) System.out.print(text); }

// %%
System.out.println("=== the story ===");
System.out.println("\"once\"");
