/** Every environment variable and system property the kit reads ({@link dev.ddbcourse.kit.config.Settings}). */
package dev.ddbcourse.kit.config;
