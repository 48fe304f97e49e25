///usr/bin/env jbang "$0" "$@" ; exit $?
//JAVA 17+
//SOURCES Args.java CheckCommand.java Command.java CourseKit.java DevCheck.java DevCommand.java
//SOURCES Exercises.java Generate.java GenerateCommand.java HintCommand.java LaunchCommand.java ServerCommand.java
//SOURCES LearnerEdits.java LessonSource.java ListCommand.java NotebookWriter.java ResetCommand.java
//SOURCES ScriptWriter.java Scripts.java Session.java SolutionCommand.java StatusCommand.java
//SOURCES Transcripts.java Versions.java WatchCommand.java
//SOURCES ../../../../../../../kit/src/main/java/dev/ddbcourse/kit/course/*.java
package dev.ddbcourse.tools;

import dev.ddbcourse.kit.course.Course;
import dev.ddbcourse.kit.course.Progress;
import java.io.BufferedReader;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The course runner behind {@code ./course}, in the spirit of rustlings: driven by course.json
 * only, one {@link Command} class per command, arguments parsed once by {@link Args}. Progress
 * lives in {@code .course-progress}. Run {@code ./course help} for the commands.
 */
public final class Runner {
    static final String USAGE = """
            Usage: ./course <command>

            For learners:
              list                 lessons and which exercises pass
              check NN             run exercise NN (exercises/NN-*.java) and record a pass
              hint NN              the next hint for exercise NN
              watch [NN]           check the exercise you save, each time you save it; keys: h hint,
                                   l list, c check again, n next exercise, q quit
              reset NN             put exercise NN back to its starter (asks first; the notebook's
                                   exercise cell too)
              solution NN          once NN passes: the reference solution and how yours differs
              status               your progress in one line
              jupyter              the lessons as notebooks: JupyterLab on 127.0.0.1:8888 (installs
                                   it in .venv on first use; needs Python 3)
            For instructors:
              status --all [DIR..] re-run every exercise of this checkout (or of each DIR) and tabulate
              classroom            JupyterHub for a room: a workspace, kernel and database per learner,
                                   a progress page (CLASSROOM_PASSWORD or --names FILE; --help)
            For authors:
              generate [--only NN] lessons/ -> jbang/ exercises/ solutions/ notebooks/; an exercise
                                   you edited is kept (--force overwrites it)
              generate --golden    also rewrite golden/ transcripts from the lesson scripts
              dev check            the course's own checks (names, TODOs, generated files, starters
                                   fail, solutions pass, transcripts match)
              launch FILE [ARGS]   what ./jbangw runs for a script of this checkout: the script
                                   compiled alone against the built kit (answers as JBang does)

            Checks run with the JDK's source launcher on the kit built once into build/course-kit
            (rebuilt when its sources change); COURSE_CLASSPATH=... uses another classpath,
            COURSE_LAUNCHER=jbang runs them through ./jbangw instead.
            """;

    static final List<Command> COMMANDS = List.of(new ListCommand(), new CheckCommand(), new HintCommand(),
            new WatchCommand(), new ResetCommand(), new SolutionCommand(), new StatusCommand(), new ServerCommand("jupyter", "notebooks/support/start"),
            new ServerCommand("classroom", "classroom/start"),
            new GenerateCommand(), new DevCommand(), new LaunchCommand());

    private Runner() {}

    public static void main(String[] args) {
        var out = new PrintStream(new FileOutputStream(FileDescriptor.out), true, StandardCharsets.UTF_8);
        var in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        int code;
        try {
            code = run(root(), out, in, args);
        } catch (IllegalArgumentException e) {
            out.flush();
            System.err.println("course: " + e.getMessage());
            code = 2;
        }
        out.flush();
        System.exit(code);
    }

    /** The checkout: the nearest folder from here up that holds course.json. */
    static Path root() {
        for (Path p = Path.of("").toAbsolutePath(); p != null; p = p.getParent()) {
            if (Files.exists(p.resolve(Course.FILE))) return p;
        }
        throw new IllegalArgumentException("no course.json here or above: run ./course from the course's folder");
    }

    static int run(Path root, PrintStream out, BufferedReader in, String... args) {
        String name = args.length == 0 ? "help" : args[0];
        if (List.of("help", "--help", "-h").contains(name)) {
            out.print(USAGE);
            return 0;
        }
        Map<String, Command> byName = new LinkedHashMap<>();
        for (Command c : COMMANDS) byName.put(c.name(), c);
        Command command = byName.get(name);
        if (command == null) throw new IllegalArgumentException("unknown command " + name + "\n\n" + USAGE);
        var rest = Arrays.asList(args).subList(1, args.length);
        Args parsed = command.passesArgumentsOn() ? new Args(List.copyOf(rest), java.util.Set.of(), Map.of())
                : Args.parse(name, rest, command.flags(), command.options());
        return command.run(new Session(root, Course.load(root), out, in), parsed);
    }
}
