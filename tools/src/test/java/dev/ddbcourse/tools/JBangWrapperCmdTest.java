package dev.ddbcourse.tools;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * jbangw.cmd, which no test here can run (no Windows), read side by side with jbangw: a course
 * script goes to the runner's {@code launch} the same way (the same //SOURCES test, the same
 * switch off, the runner started as ./course starts it and compiled as ./course compiles it),
 * and the runner's answers are taken the same way (255: run the command; 3: JBang builds it;
 * the archive-making run not kept).
 */
class JBangWrapperCmdTest {
    private static String file(String name) throws IOException {
        return Files.readString(Repo.ROOT.resolve(name));
    }

    /** The //SOURCES line a course script is recognised by, as a regular expression in each wrapper. */
    @Test
    void bothRecogniseACourseScriptByTheSameSourcesLine() throws IOException {
        Matcher sh = Pattern.compile("grep -q '(\\^//SOURCES [^']+)'").matcher(file("jbangw"));
        Matcher cmd = Pattern.compile("findstr /r /c:\"(\\^//SOURCES [^\"]+)\"").matcher(file("jbangw.cmd"));
        assertThat(sh.find()).as("jbangw's grep of //SOURCES").isTrue();
        assertThat(cmd.find()).as("jbangw.cmd's findstr of //SOURCES").isTrue();
        assertThat(cmd.group(1)).isEqualTo(sh.group(1));
        // And it matches the scripts the generator writes.
        assertThat(Pattern.compile("(?m)" + sh.group(1)).matcher(file("jbang/01-intro.java")).find()).isTrue();
    }

    @Test
    void bothAskTheRunnersLaunchWithTheSameJavaFlagsAsCourse() throws IOException {
        Matcher course = Pattern.compile("exec \"\\$JAVA\" (.+?) -cp \"\\$OUT\" dev\\.ddbcourse\\.tools\\.Runner").matcher(file("course"));
        assertThat(course.find()).as("./course's java line").isTrue();
        assertThat(file("jbangw")).contains("\"$HERE/course\" launch \"$script\"");
        assertThat(file("jbangw.cmd")).contains("\"%JAVA_EXE%\" " + course.group(1)
                + " -cp \"%HERE%tools\\target\\runner\" dev.ddbcourse.tools.Runner launch \"%SCRIPT%\"");
        // The runner compiled as ./course compiles it: the same flags, the same two source folders.
        Matcher javac = Pattern.compile("\"\\$JAVAC\" (.+?) -d ").matcher(file("course"));
        assertThat(javac.find()).isTrue();
        assertThat(file("jbangw.cmd")).contains("\"%JAVAC_EXE%\" " + javac.group(1) + " -d \"%HERE%tools\\target\\runner\"")
                .contains("tools\\src\\main\\java\\*.java").contains("kit\\src\\main\\java\\dev\\ddbcourse\\kit\\course\\*.java");
        assertThat(file("course")).contains("$ROOT/tools/src/main/java").contains("kit/src/main/java/dev/ddbcourse/kit/course");
    }

    @Test
    void bothHonourTheSameSwitchesAndAnswers() throws IOException {
        String sh = file("jbangw"), cmd = file("jbangw.cmd");
        assertThat(sh).contains("JBANGW_NO_KIT");
        assertThat(cmd).contains("if not \"%JBANGW_NO_KIT%\"==\"\" goto jbang");
        // 255: the line to run; 3: the kit cannot be built here, so JBang builds the script.
        assertThat(sh).contains("if [ $err -eq 255 ]").contains("[ $err -ne 3 ] && exit $err");
        assertThat(cmd).contains("if %ERR% EQU 3 (").contains("if %ERR% NEQ 255 goto print").contains("call \"%OUTFILE%\"");
        // The run that makes a script's class-data archive is not kept by jbangw (jbangw.cmd keeps none).
        assertThat(sh).contains("*" + LaunchCommand.DUMPS + "*)");
        assertThat(cmd).doesNotContain("kit-commands");
    }

    @Test
    void theKitsPathIsTheRunnersOwn() throws IOException {
        // jbangw dates its kept commands by the jar CourseKit builds; jbangw.cmd names the same folder.
        assertThat(file("jbangw")).contains("kit=\"$HERE/" + CourseKit.DIR + "/kit.jar\"");
        Matcher named = Pattern.compile("[\\w\\\\/]*course-kit").matcher(file("jbangw.cmd"));
        while (named.find()) assertThat(named.group()).isEqualTo(CourseKit.DIR.replace('/', '\\'));
    }
}
