@echo off
rem JBang wrapper for Windows, like mvnw.cmd: see jbangw for what it does. A script of this checkout
rem runs on the course kit built once (below). Otherwise uses jbang from
rem PATH when there is one; otherwise fetches dev.jbang:jbang-cli:%JBANG_VERSION%:all from
rem Maven Central once (PowerShell), checks its SHA-256, and runs it. JBang answers a run with
rem exit code 255 and the java command line on stdout; this script then runs that line.
setlocal
set JBANG_VERSION=0.132.1
set JBANG_SHA256=f977075849cff866f45b27997f5671ab8a336a5dd3cf9e702b3479128338f3a7
if "%JBANG_REPO_URL%"=="" set JBANG_REPO_URL=https://repo1.maven.org/maven2
set JBANG_URL=%JBANG_REPO_URL%/dev/jbang/jbang-cli/%JBANG_VERSION%/jbang-cli-%JBANG_VERSION%-all.jar
set JBANG_NO_VERSION_CHECK=true

set JAVA_EXE=java
if not "%JAVA_HOME%"=="" set JAVA_EXE=%JAVA_HOME%\bin\java.exe

rem A lesson, exercise or solution script of this checkout (its //SOURCES name ../kit) runs on the kit
rem built once (build\course-kit\kit.jar), as jbangw does: the runner's "launch" compiles the script
rem alone and answers exit code 255 with the java command line, run here. Exit code 3: the kit cannot
rem be built here, so JBang builds the script. JBANGW_NO_KIT=1 always goes through JBang. (Unlike
rem jbangw, the command is asked for on every run: cmd has no cheap "is any source newer" test.)
set "HERE=%~dp0"
if not "%JBANGW_NO_KIT%"=="" goto jbang
if /i not "%~x1"==".java" goto jbang
if not exist "%~1" goto jbang
findstr /r /c:"^//SOURCES .*\.\./kit/src/main/java" "%~1" >nul 2>nul || goto jbang
call :runner || goto jbang
set "SCRIPT=%~f1"
set "ARGS="
:args
shift
if "%~1"=="" goto launch
set ARGS=%ARGS% %1
goto args
:launch
set "OUTFILE=%TEMP%\jbangw-kit-%RANDOM%%RANDOM%.cmd"
pushd "%HERE%"
"%JAVA_EXE%" -XX:TieredStopAtLevel=1 -Xshare:auto -cp "%HERE%tools\target\runner" dev.ddbcourse.tools.Runner launch "%SCRIPT%"%ARGS% > "%OUTFILE%"
set ERR=%ERRORLEVEL%
popd
if %ERR% EQU 3 (
  del /q "%OUTFILE%" >nul 2>nul
  goto jbang
)
if %ERR% NEQ 255 goto print
rem The file holds the java command line (and, on the run that makes the script's class-data
rem archive, the move that puts the archive in place).
call "%OUTFILE%"
set ERR=%ERRORLEVEL%
goto done

rem The course runner, compiled once with javac into tools\target\runner (as ./course does; delete
rem that folder after the runner's sources change).
:runner
if exist "%HERE%tools\target\runner\.compiled" exit /b 0
set "JAVAC_EXE=javac"
if not "%JAVA_HOME%"=="" set "JAVAC_EXE=%JAVA_HOME%\bin\javac.exe"
if not exist "%HERE%tools\target\runner" mkdir "%HERE%tools\target\runner"
dir /s /b "%HERE%tools\src\main\java\*.java" "%HERE%kit\src\main\java\dev\ddbcourse\kit\course\*.java" > "%HERE%tools\target\runner\sources.txt"
"%JAVAC_EXE%" --release 17 -nowarn -d "%HERE%tools\target\runner" "@%HERE%tools\target\runner\sources.txt" || exit /b 1
type nul > "%HERE%tools\target\runner\.compiled"
exit /b 0

:jbang
if "%JBANG_WRAPPER_ONLY%"=="" (
  where jbang >nul 2>nul && (jbang %* & exit /b)
)

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
