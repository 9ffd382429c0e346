import "server-only";
export { db, getPrismaClient, setPrismaClient, createPrismaClient, type AppPrismaClient, type Tx } from "./client";
export { Prisma } from "@/lib/generated/prisma/client";
