/**
 * The entry the build compiles into the inline loader (src/postbuild/compileLoader.ts): it reads the
 * page's configuration and starts its scripts when they are wanted.
 */
import { pageConfig, startWhenWanted } from "./startWhenWanted";

const config = pageConfig();
if (config) startWhenWanted(config);
