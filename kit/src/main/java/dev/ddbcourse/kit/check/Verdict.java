package dev.ddbcourse.kit.check;

import dev.ddbcourse.kit.config.Settings;
import dev.ddbcourse.kit.display.Colour;
import dev.ddbcourse.kit.display.JupyterDisplay;
import dev.ddbcourse.kit.display.JupyterItemTable;
import dev.ddbcourse.kit.log.RequestLog;

/**
 * Shows a check's report: in Jupyter as HTML (the verdict in its colour, the rest as written:
 * the requests made, expected and got) with the text as its plain alternative; in a terminal
 * as text, the verdict coloured when colour is on.
 */
final class Verdict {
    private Verdict() {}

    static void show(Outcome outcome) {
        String text = outcome.report();
        if (JupyterDisplay.show(html(outcome), text)) return;
        RequestLog.print(Settings.colour() ? Colour.verdict(text) : text);
    }

    static String html(Outcome outcome) {
        String colour = switch (outcome.status()) {
            case PASSED -> "#1a7f37";
            case FAILED -> "#cf222e";
            case NOT_YET -> "#9a6700";
        };
        String text = outcome.report().stripTrailing();
        int end = text.indexOf('\n');
        String headline = end < 0 ? text : text.substring(0, end);
        String rest = end < 0 ? "" : text.substring(end + 1);
        return "<div class=\"ddbcourse-check\" style=\"border-left:4px solid " + colour + ";padding:2px 10px;margin:4px 0\">"
                + "<div style=\"font-weight:bold;color:" + colour + "\">" + JupyterItemTable.escape(headline) + "</div>"
                + (rest.isBlank() ? "" : "<pre style=\"margin:4px 0;white-space:pre-wrap\">" + JupyterItemTable.escape(rest) + "</pre>")
                + "</div>";
    }
}
