@echo off
rem JBang wrapper for Windows, like mvnw.cmd: see jbangw for what it does. Uses jbang from
rem PATH when there is one; otherwise fetches dev.jbang:jbang-cli:%JBANG_VERSION%:all from
rem Maven Central once (PowerShell), checks its SHA-256, and runs it. JBang answers a run with
rem exit code 255 and the java command line on stdout; this script then runs that line.
setlocal
set JBANG_VERSION=0.132.1
set JBANG_SHA256=f977075849cff866f45b27997f5671ab8a336a5dd3cf9e702b3479128338f3a7
if "%JBANG_REPO_URL%"=="" set JBANG_REPO_URL=https://repo1.maven.org/maven2
set JBANG_URL=%JBANG_REPO_URL%/dev/jbang/jbang-cli/%JBANG_VERSION%/jbang-cli-%JBANG_VERSION%-all.jar
set JBANG_NO_VERSION_CHECK=true

if "%JBANG_WRAPPER_ONLY%"=="" (
  where jbang >nul 2>nul && (jbang %* & exit /b)
)

set JAVA_EXE=java
if not "%JAVA_HOME%"=="" set JAVA_EXE=%JAVA_HOME%\bin\java.exe

set WRAPPER_DIR=%USERPROFILE%\.jbang\wrapper\%JBANG_VERSION%
if not "%JBANG_DIR%"=="" set WRAPPER_DIR=%JBANG_DIR%\wrapper\%JBANG_VERSION%
set JAR=%WRAPPER_DIR%\jbang-cli-%JBANG_VERSION%-all.jar

if not exist "%JAR%" (
  echo jbangw: downloading JBang %JBANG_VERSION% from %JBANG_URL% 1>&2
  if not exist "%WRAPPER_DIR%" mkdir "%WRAPPER_DIR%"
  powershell -NoProfile -ExecutionPolicy Bypass -Command ^
    "$ErrorActionPreference='Stop'; [Net.ServicePointManager]::SecurityProtocol='Tls12';" ^
    "(New-Object Net.WebClient).DownloadFile($env:JBANG_URL, $env:JAR + '.part');" ^
    "$h=(Get-FileHash -Algorithm SHA256 ($env:JAR + '.part')).Hash;" ^
    "if ($h -ne $env:JBANG_SHA256) { Remove-Item ($env:JAR + '.part'); throw ('SHA-256 mismatch: ' + $h) };" ^
    "Move-Item ($env:JAR + '.part') $env:JAR"
  if errorlevel 1 exit /b 1
)

set JBANG_RUNTIME_SHELL=cmd
set JBANG_LAUNCH_CMD=%~nx0
set "OUTFILE=%TEMP%\jbangw-%RANDOM%%RANDOM%.cmd"
"%JAVA_EXE%" -XX:TieredStopAtLevel=1 %JBANG_JAVA_OPTIONS% -classpath "%JAR%" dev.jbang.Main %* > "%OUTFILE%"
set ERR=%ERRORLEVEL%
if %ERR% NEQ 255 goto print
rem The file holds the java command line to run.
call "%OUTFILE%"
set ERR=%ERRORLEVEL%
goto done
:print
type "%OUTFILE%"
:done
del /q "%OUTFILE%" >nul 2>nul
exit /b %ERR%
