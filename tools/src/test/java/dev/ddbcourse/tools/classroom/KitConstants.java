package dev.ddbcourse.tools.classroom;

/**
 * Constants of the kit's docker backend, which are package-private there; read by reflection so
 * docker-compose.yml is compared with the one source of the pinned image.
 */
final class KitConstants {
    private KitConstants() {}

    static Object dockerBackend(String field) throws ReflectiveOperationException {
        var f = Class.forName("dev.ddbcourse.kit.backend.DockerBackend").getDeclaredField(field);
        f.setAccessible(true);
        return f.get(null);
    }
}
